//! Runs a command and prints its wall time, whole-process-tree peak RSS and largest-process peak
//! RSS, sampling `/proc` every 20 ms (Linux).
//!
//! `treemem [--interval-ms MS] [-o FILE] -- CMD ARGS...`
//!
//! The command's own output goes through untouched; the result is one line on stderr
//! (`wall_s=.. tree_peak_mib=.. max_proc_peak_mib=.. max_procs=.. samples=.. exit=..`), also
//! written to FILE with `-o`. treemem exits with the command's exit code.

use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::Duration;

use ferrosaurus_benches::measure;

const USAGE: &str = "usage: treemem [--interval-ms MS] [-o FILE] -- CMD ARGS...";

/// What the command line asks for.
struct Args {
    interval: Duration,
    output: Option<PathBuf>,
    command: Vec<String>,
}

fn main() -> ExitCode {
    let args = match parse(std::env::args().skip(1).collect()) {
        Ok(args) => args,
        Err(message) => {
            eprintln!("treemem: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut command = Command::new(&args.command[0]);
    command.args(&args.command[1..]);
    let measurement = match measure(&mut command, args.interval) {
        Ok(measurement) => measurement,
        Err(error) => {
            eprintln!("treemem: {error}");
            return ExitCode::from(127);
        }
    };
    let line = measurement.to_string();
    eprintln!("{line}");
    if let Some(path) = &args.output {
        if let Err(error) = std::fs::write(path, format!("{line}\n")) {
            eprintln!("treemem: cannot write {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::from(u8::try_from(measurement.exit_code()).unwrap_or(1))
}

fn parse(args: Vec<String>) -> Result<Args, String> {
    let mut interval = Duration::from_millis(20);
    let mut output = None;
    let mut rest = args.into_iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--" => {
                let command: Vec<String> = rest.collect();
                if command.is_empty() {
                    return Err("no command after --".to_owned());
                }
                return Ok(Args { interval, output, command });
            }
            "-o" => output = Some(PathBuf::from(rest.next().ok_or("-o needs a file")?)),
            "--interval-ms" => {
                let ms = rest.next().ok_or("--interval-ms needs a value")?;
                let ms: u64 = ms.parse().map_err(|_| format!("--interval-ms: `{ms}` is not a number"))?;
                interval = Duration::from_millis(ms.max(1));
            }
            other => return Err(format!("unexpected `{other}` (the command goes after --)")),
        }
    }
    Err("missing -- CMD".to_owned())
}
