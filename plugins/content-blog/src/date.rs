//! Post dates: parsed from front matter or the file name, written as ISO 8601, RFC 822 and
//! the English long form the theme shows.

use jiff::civil::{Date, DateTime};
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// Parses a date as Docusaurus accepts it in front matter (`2021-08-26`,
/// `2021-08-26T10:00`, `2021-08-26 10:00:00`, `2021-08-26T10:00:00+02:00`, `...Z`).
/// A date without an offset is UTC, as YAML timestamps are.
pub(crate) fn parse(text: &str) -> Option<Timestamp> {
    let text = text.trim();
    if let Ok(ts) = text.parse::<Timestamp>() {
        return Some(ts);
    }
    if let Ok(dt) = text.replacen(' ', "T", 1).parse::<DateTime>() {
        return TimeZone::UTC.to_timestamp(dt).ok();
    }
    let date = text.parse::<Date>().ok().or_else(|| loose_date(text))?;
    TimeZone::UTC.to_timestamp(date.to_datetime(jiff::civil::Time::midnight())).ok()
}

/// `2021-8-5` or `2021/08/05`: the one- or two-digit forms blog file names use.
fn loose_date(text: &str) -> Option<Date> {
    let mut parts = text.split(['-', '/']);
    let year: i16 = parts.next()?.parse().ok()?;
    let month: i8 = parts.next()?.parse().ok()?;
    let day: i8 = parts.next()?.parse().ok()?;
    if parts.next().is_some() {
        return None;
    }
    Date::new(year, month, day).ok()
}

/// `2021-08-26T00:00:00.000Z`, as JavaScript's `toISOString` writes it.
pub(crate) fn iso(ts: Timestamp) -> String {
    ts.strftime("%Y-%m-%dT%H:%M:%S.%3fZ").to_string()
}

/// `Thu, 26 Aug 2021 00:00:00 GMT` (RSS `pubDate`).
pub(crate) fn rfc822(ts: Timestamp) -> String {
    ts.strftime("%a, %d %b %Y %H:%M:%S GMT").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_date_forms() {
        let day = parse("2021-08-26").unwrap();
        assert_eq!(iso(day), "2021-08-26T00:00:00.000Z");
        assert_eq!(rfc822(day), "Thu, 26 Aug 2021 00:00:00 GMT");
        assert_eq!(iso(parse("2021-08-26T10:30").unwrap()), "2021-08-26T10:30:00.000Z");
        assert_eq!(iso(parse("2021-08-26 10:30:05").unwrap()), "2021-08-26T10:30:05.000Z");
        assert_eq!(iso(parse("2021-08-26T10:00:00+02:00").unwrap()), "2021-08-26T08:00:00.000Z");
        assert_eq!(iso(parse("2021-8-5").unwrap()), "2021-08-05T00:00:00.000Z");
        assert!(parse("2021-13-45").is_none());
        assert!(parse("next tuesday").is_none());
    }
}
