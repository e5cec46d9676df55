//! Code samples of an operation in the plugin's nine languages and their variants, written in
//! Rust from the operation (server URL, path and query parameters, headers, auth, example body).
//! `x-codeSamples` entries are merged in per language; `themeConfig.languageTabs` chooses and
//! orders the languages.

use serde_json::Value;

/// One language tab of the code samples.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Language {
    /// The tab value, stored under `docusaurus.tab.code-samples` (`python`).
    pub(crate) key: String,
    /// The tab label (`Python`).
    pub(crate) label: String,
    /// The highlighter's language (`python`).
    pub(crate) highlight: String,
    /// The variants, in their tab order (`requests`, `http.client`).
    pub(crate) variants: Vec<Variant>,
    /// The variant shown first (`languageTabs[].variant`; else the first of `variants`).
    pub(crate) default_variant: Variant,
}

/// A way to write the request in a language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Variant {
    Curl,
    PythonRequests,
    PythonHttpClient,
    GoNative,
    NodeAxios,
    NodeNative,
    RubyNetHttp,
    CsharpRestSharp,
    CsharpHttpClient,
    PhpCurl,
    PhpGuzzle,
    PhpPeclHttp,
    PhpHttpRequest2,
    JavaOkHttp,
    JavaUnirest,
    PowershellRestMethod,
}

impl Variant {
    /// The variant tab label, as the plugin names it.
    pub(crate) fn label(self) -> &'static str {
        match self {
            Variant::Curl => "cURL",
            Variant::PythonRequests => "requests",
            Variant::PythonHttpClient => "http.client",
            Variant::GoNative => "native",
            Variant::NodeAxios => "axios",
            Variant::NodeNative => "native",
            Variant::RubyNetHttp => "Net::HTTP",
            Variant::CsharpRestSharp => "RestSharp",
            Variant::CsharpHttpClient => "HttpClient",
            Variant::PhpCurl => "cURL",
            Variant::PhpGuzzle => "Guzzle",
            Variant::PhpPeclHttp => "pecl_http",
            Variant::PhpHttpRequest2 => "HTTP_Request2",
            Variant::JavaOkHttp => "OkHttp",
            Variant::JavaUnirest => "Unirest",
            Variant::PowershellRestMethod => "RestMethod",
        }
    }

    /// The variant by the name `languageTabs` gives it (case-insensitive).
    fn by_name(language: &str, name: &str) -> Option<Variant> {
        default_languages().into_iter().find(|l| l.key == language)?.variants.into_iter().find(|v| v.label().eq_ignore_ascii_case(name) || v.label().replace('.', "").eq_ignore_ascii_case(name))
    }
}

/// The plugin theme's default language set, in its order.
pub(crate) fn default_languages() -> Vec<Language> {
    let lang = |key: &str, label: &str, highlight: &str, variants: Vec<Variant>| Language { key: key.into(), label: label.into(), highlight: highlight.into(), default_variant: variants[0], variants };
    vec![
        lang("curl", "cURL", "bash", vec![Variant::Curl]),
        lang("python", "Python", "python", vec![Variant::PythonRequests, Variant::PythonHttpClient]),
        lang("go", "Go", "go", vec![Variant::GoNative]),
        lang("nodejs", "Node.js", "javascript", vec![Variant::NodeAxios, Variant::NodeNative]),
        lang("ruby", "Ruby", "ruby", vec![Variant::RubyNetHttp]),
        lang("csharp", "C#", "csharp", vec![Variant::CsharpRestSharp, Variant::CsharpHttpClient]),
        lang("php", "PHP", "php", vec![Variant::PhpCurl, Variant::PhpGuzzle, Variant::PhpPeclHttp, Variant::PhpHttpRequest2]),
        lang("java", "Java", "java", vec![Variant::JavaOkHttp, Variant::JavaUnirest]),
        lang("powershell", "PowerShell", "powershell", vec![Variant::PowershellRestMethod]),
    ]
}

/// The languages `themeConfig.languageTabs` asks for (`[{language, highlight?, variant?,
/// variants?}]`), in its order, with what in it names nothing known (each a sentence for a
/// warning); the default set when it is missing or names no known language. As the plugin's
/// theme does, `variants` lists the variant tabs and `variant` is the one shown first (Java's
/// `unirest` in this site's config).
pub(crate) fn languages_from_theme_config(language_tabs: Option<&Value>) -> (Vec<Language>, Vec<String>) {
    let Some(tabs) = language_tabs.and_then(Value::as_array) else { return (default_languages(), Vec::new()) };
    let defaults = default_languages();
    let mut problems = Vec::new();
    let mut chosen: Vec<Language> = Vec::new();
    for (i, tab) in tabs.iter().enumerate() {
        let Some(key) = tab.get("language").and_then(Value::as_str) else {
            problems.push(format!("`themeConfig.languageTabs[{i}]` has no `language`"));
            continue;
        };
        let Some(mut language) = defaults.iter().find(|l| l.key == key).cloned() else {
            let known: Vec<&str> = defaults.iter().map(|l| l.key.as_str()).collect();
            problems.push(format!("`themeConfig.languageTabs[{i}].language: {key}` is not a language of the code samples ({})", known.join(", ")));
            continue;
        };
        if let Some(h) = tab.get("highlight").and_then(Value::as_str) {
            language.highlight = h.to_string();
        }
        let mut variant = |name: &str, field: &str| {
            let found = Variant::by_name(key, name);
            if found.is_none() {
                let known: Vec<&str> = language.variants.iter().map(|v| v.label()).collect();
                problems.push(format!("`themeConfig.languageTabs[{i}].{field}: {name}` is not a variant of {key} ({})", known.join(", ")));
            }
            found
        };
        let listed: Vec<Variant> = tab.get("variants").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str).filter_map(|n| variant(n, "variants")).collect();
        let first = tab.get("variant").and_then(Value::as_str).and_then(|n| variant(n, "variant"));
        if !listed.is_empty() {
            language.variants = listed;
        }
        language.default_variant = match first {
            Some(v) => {
                if !language.variants.contains(&v) {
                    language.variants.push(v);
                }
                v
            }
            None => language.variants[0],
        };
        chosen.push(language);
    }
    if chosen.is_empty() {
        (defaults, problems)
    } else {
        (chosen, problems)
    }
}

/// Everything a sample needs to know about the request.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Request {
    /// `GET`.
    pub(crate) method: String,
    /// Server URL + path (path parameters as `:name`) + query string.
    pub(crate) url: String,
    /// Header name and value, in order.
    pub(crate) headers: Vec<(String, String)>,
    /// The body's media type and its example text (pretty JSON for JSON types).
    pub(crate) body: Option<(String, String)>,
}

impl Request {
    fn content_type(&self) -> Option<&str> {
        self.body.as_ref().map(|(t, _)| t.as_str())
    }

    fn body_text(&self) -> Option<&str> {
        self.body.as_ref().map(|(_, b)| b.as_str())
    }

    /// `https://host` and `/path?query` of the URL.
    fn split_url(&self) -> (&str, &str) {
        let after_scheme = self.url.find("://").map_or(0, |i| i + 3);
        match self.url[after_scheme..].find('/') {
            Some(i) => self.url.split_at(after_scheme + i),
            None => (self.url.as_str(), "/"),
        }
    }

    fn host(&self) -> &str {
        let (origin, _) = self.split_url();
        origin.split_once("://").map_or(origin, |(_, h)| h)
    }

    fn is_https(&self) -> bool {
        !self.url.starts_with("http://")
    }
}

/// A string as a double-quoted literal of C-like languages (JSON escapes are valid in
/// JavaScript, Python, Java, C#, Go and PHP double quotes need `$` escaped, done by callers).
fn quoted(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_default()
}

/// A single-quoted literal for languages where `\` and `'` are the only escapes (Python, Ruby,
/// PHP, JavaScript).
fn single_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'").replace('\n', "\\n"))
}

/// The code of one variant.
pub(crate) fn generate(variant: Variant, r: &Request) -> String {
    match variant {
        Variant::Curl => curl(r),
        Variant::PythonRequests => python_requests(r),
        Variant::PythonHttpClient => python_http_client(r),
        Variant::GoNative => go_native(r),
        Variant::NodeAxios => node_axios(r),
        Variant::NodeNative => node_native(r),
        Variant::RubyNetHttp => ruby_net_http(r),
        Variant::CsharpRestSharp => csharp_restsharp(r),
        Variant::CsharpHttpClient => csharp_http_client(r),
        Variant::PhpCurl => php_curl(r),
        Variant::PhpGuzzle => php_guzzle(r),
        Variant::PhpPeclHttp => php_pecl_http(r),
        Variant::PhpHttpRequest2 => php_http_request2(r),
        Variant::JavaOkHttp => java_okhttp(r),
        Variant::JavaUnirest => java_unirest(r),
        Variant::PowershellRestMethod => powershell(r),
    }
}

fn bash_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\'', "'\\''"))
}

fn curl(r: &Request) -> String {
    let mut out = format!("curl -L -X {} {}", r.method, bash_quoted(&r.url));
    for (name, value) in &r.headers {
        out.push_str(&format!(" \\\n-H {}", bash_quoted(&format!("{name}: {value}"))));
    }
    if let Some(body) = r.body_text() {
        out.push_str(&format!(" \\\n--data-raw {}", bash_quoted(body)));
    }
    out
}

/// A JSON text as a Python literal (`true` → `True`, `null` → `None`), pretty.
fn python_literal(value: &Value, indent: usize) -> String {
    let pad = "  ".repeat(indent + 1);
    let close = "  ".repeat(indent);
    match value {
        Value::Null => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => quoted(s),
        Value::Array(items) if items.is_empty() => "[]".into(),
        Value::Array(items) => format!("[\n{}\n{close}]", items.iter().map(|i| format!("{pad}{}", python_literal(i, indent + 1))).collect::<Vec<_>>().join(",\n")),
        Value::Object(map) if map.is_empty() => "{}".into(),
        Value::Object(map) => format!("{{\n{}\n{close}}}", map.iter().map(|(k, v)| format!("{pad}{}: {}", quoted(k), python_literal(v, indent + 1))).collect::<Vec<_>>().join(",\n")),
    }
}

fn python_payload(r: &Request) -> Option<String> {
    let body = r.body_text()?;
    Some(match serde_json::from_str::<Value>(body) {
        Ok(value) if r.content_type().is_some_and(is_json) => format!("payload = json.dumps({})", python_literal(&value, 0)),
        _ => format!("payload = {}", quoted(body)),
    })
}

fn python_headers(r: &Request) -> String {
    if r.headers.is_empty() {
        return "headers = {}".into();
    }
    let lines: Vec<String> = r.headers.iter().map(|(k, v)| format!("  {}: {}", single_quoted(k), single_quoted(v))).collect();
    format!("headers = {{\n{}\n}}", lines.join(",\n"))
}

fn python_requests(r: &Request) -> String {
    let json_import = if r.content_type().is_some_and(is_json) && r.body.is_some() { "import json\n" } else { "" };
    let payload = python_payload(r).unwrap_or_else(|| "payload = {}".into());
    format!(
        "import requests\n{json_import}\nurl = {}\n\n{payload}\n{}\n\nresponse = requests.request({}, url, headers=headers, data=payload)\n\nprint(response.text)\n",
        quoted(&r.url),
        python_headers(r),
        quoted(&r.method)
    )
}

fn python_http_client(r: &Request) -> String {
    let (_, path) = r.split_url();
    let connection = if r.is_https() { "HTTPSConnection" } else { "HTTPConnection" };
    let json_import = if r.content_type().is_some_and(is_json) && r.body.is_some() { "import json\n" } else { "" };
    let payload = python_payload(r).unwrap_or_else(|| "payload = ''".into());
    format!(
        "import http.client\n{json_import}\nconn = http.client.{connection}({})\n{payload}\n{}\nconn.request({}, {}, payload, headers)\nres = conn.getresponse()\ndata = res.read()\nprint(data.decode(\"utf-8\"))\n",
        quoted(r.host()),
        python_headers(r),
        quoted(&r.method),
        quoted(path)
    )
}

fn go_native(r: &Request) -> String {
    let (payload_decl, payload_arg, strings_import) = match r.body_text() {
        Some(body) if !body.contains('`') => (format!("  payload := strings.NewReader(`{body}`)\n\n"), "payload", "  \"strings\"\n"),
        Some(body) => (format!("  payload := strings.NewReader({})\n\n", quoted(body)), "payload", "  \"strings\"\n"),
        None => (String::new(), "nil", ""),
    };
    let headers: String = r.headers.iter().map(|(k, v)| format!("  req.Header.Add({}, {})\n", quoted(k), quoted(v))).collect();
    format!(
        "package main\n\nimport (\n  \"fmt\"\n{strings_import}  \"net/http\"\n  \"io\"\n)\n\nfunc main() {{\n\n  url := {}\n  method := {}\n\n{payload_decl}  client := &http.Client {{\n  }}\n  req, err := http.NewRequest(method, url, {payload_arg})\n\n  if err != nil {{\n    fmt.Println(err)\n    return\n  }}\n{headers}\n  res, err := client.Do(req)\n  if err != nil {{\n    fmt.Println(err)\n    return\n  }}\n  defer res.Body.Close()\n\n  body, err := io.ReadAll(res.Body)\n  if err != nil {{\n    fmt.Println(err)\n    return\n  }}\n  fmt.Println(string(body))\n}}\n",
        quoted(&r.url),
        quoted(&r.method)
    )
}

fn js_headers(r: &Request, indent: &str) -> String {
    let lines: Vec<String> = r.headers.iter().map(|(k, v)| format!("{indent}  {}: {}", single_quoted(k), single_quoted(v))).collect();
    if lines.is_empty() {
        "{}".into()
    } else {
        format!("{{\n{}\n{indent}}}", lines.join(",\n"))
    }
}

/// The body as a JavaScript expression: `JSON.stringify(<literal>)` for JSON, else a string.
fn js_body(r: &Request) -> Option<String> {
    let body = r.body_text()?;
    Some(match serde_json::from_str::<Value>(body) {
        Ok(_) if r.content_type().is_some_and(is_json) => format!("JSON.stringify({body})"),
        _ => quoted(body),
    })
}

fn node_axios(r: &Request) -> String {
    let data = js_body(r).map(|b| format!("let data = {b};\n\n")).unwrap_or_default();
    let data_field = if r.body.is_some() { ",\n  data : data" } else { "" };
    format!(
        "const axios = require('axios');\n{data}let config = {{\n  method: {},\n  maxBodyLength: Infinity,\n  url: {},\n  headers: {}{data_field}\n}};\n\naxios.request(config)\n.then((response) => {{\n  console.log(JSON.stringify(response.data));\n}})\n.catch((error) => {{\n  console.log(error);\n}});\n",
        single_quoted(&r.method.to_lowercase()),
        single_quoted(&r.url),
        js_headers(r, "  ")
    )
}

fn node_native(r: &Request) -> String {
    let module = if r.is_https() { "https" } else { "http" };
    let (_, path) = r.split_url();
    let write = js_body(r).map(|b| format!("\nconst postData = {b};\n\nreq.write(postData);\n")).unwrap_or_default();
    format!(
        "const {module} = require('{module}');\n\nconst options = {{\n  method: {},\n  hostname: {},\n  path: {},\n  headers: {},\n  maxRedirects: 20\n}};\n\nconst req = {module}.request(options, (res) => {{\n  const chunks = [];\n\n  res.on('data', (chunk) => {{\n    chunks.push(chunk);\n  }});\n\n  res.on('end', () => {{\n    const body = Buffer.concat(chunks);\n    console.log(body.toString());\n  }});\n\n  res.on('error', (error) => {{\n    console.error(error);\n  }});\n}});\n{write}\nreq.end();\n",
        single_quoted(&r.method),
        single_quoted(r.host()),
        single_quoted(path),
        js_headers(r, "  ")
    )
}

fn ruby_net_http(r: &Request) -> String {
    let class = {
        let m = r.method.to_lowercase();
        let mut c = m.chars();
        c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
    };
    let json_require = if r.content_type().is_some_and(is_json) && r.body.is_some() { "require \"json\"\n" } else { "" };
    let ssl = if r.is_https() { "https.use_ssl = true\n" } else { "" };
    let headers: String = r.headers.iter().map(|(k, v)| format!("request[{}] = {}\n", single_quoted(k), single_quoted(v))).collect();
    let body = r.body_text().map(|b| format!("request.body = {}\n", php_quoted(b))).unwrap_or_default();
    format!(
        "require \"uri\"\n{json_require}require \"net/http\"\n\nurl = URI({})\n\nhttps = Net::HTTP.new(url.host, url.port)\n{ssl}\nrequest = Net::HTTP::{class}.new(url)\n{headers}{body}\nresponse = https.request(request)\nputs response.read_body\n",
        single_quoted(&r.url)
    )
}

/// A C# verbatim string (`@"..."`, quotes doubled).
fn csharp_verbatim(s: &str) -> String {
    format!("@\"{}\"", s.replace('"', "\"\""))
}

fn csharp_restsharp(r: &Request) -> String {
    let method = {
        let m = r.method.to_lowercase();
        let mut c = m.chars();
        c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
    };
    let headers: String = r.headers.iter().map(|(k, v)| format!("request.AddHeader({}, {});\n", quoted(k), quoted(v))).collect();
    let body = match (r.content_type(), r.body_text()) {
        (Some(t), Some(b)) => format!("var body = {};\nrequest.AddStringBody(body, {});\n", csharp_verbatim(b), if is_json(t) { "DataFormat.Json".to_string() } else { quoted(t) }),
        _ => String::new(),
    };
    format!(
        "var options = new RestClientOptions({})\n{{\n  MaxTimeout = -1,\n}};\nvar client = new RestClient(options);\nvar request = new RestRequest({}, Method.{method});\n{headers}{body}RestResponse response = await client.ExecuteAsync(request);\nConsole.WriteLine(response.Content);\n",
        quoted(r.split_url().0),
        quoted(r.split_url().1)
    )
}

fn csharp_http_client(r: &Request) -> String {
    let headers: String = r.headers.iter().filter(|(k, _)| !k.eq_ignore_ascii_case("content-type")).map(|(k, v)| format!("request.Headers.Add({}, {});\n", quoted(k), quoted(v))).collect();
    let body = match (r.content_type(), r.body_text()) {
        (Some(t), Some(b)) => format!("var content = new StringContent({}, null, {});\nrequest.Content = content;\n", csharp_verbatim(b), quoted(t)),
        _ => String::new(),
    };
    let method = {
        let m = r.method.to_lowercase();
        let mut c = m.chars();
        c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
    };
    format!(
        "var client = new HttpClient();\nvar request = new HttpRequestMessage(HttpMethod.{method}, {});\n{headers}{body}var response = await client.SendAsync(request);\nresponse.EnsureSuccessStatusCode();\nConsole.WriteLine(await response.Content.ReadAsStringAsync());\n",
        quoted(&r.url)
    )
}

fn php_header_list(r: &Request, indent: &str) -> String {
    r.headers.iter().map(|(k, v)| format!("{indent}{}", single_quoted(&format!("{k}: {v}")))).collect::<Vec<_>>().join(",\n")
}

fn php_header_map(r: &Request, indent: &str) -> String {
    r.headers.iter().map(|(k, v)| format!("{indent}{} => {}", single_quoted(k), single_quoted(v))).collect::<Vec<_>>().join(",\n")
}

/// A PHP or Ruby single-quoted literal (only `\` and `'` escaped; newlines kept).
fn php_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

fn php_curl(r: &Request) -> String {
    let body = r.body_text().map(|b| format!("  CURLOPT_POSTFIELDS => {},\n", php_quoted(b))).unwrap_or_default();
    format!(
        "<?php\n\n$curl = curl_init();\n\ncurl_setopt_array($curl, array(\n  CURLOPT_URL => {},\n  CURLOPT_RETURNTRANSFER => true,\n  CURLOPT_ENCODING => '',\n  CURLOPT_MAXREDIRS => 10,\n  CURLOPT_TIMEOUT => 0,\n  CURLOPT_FOLLOWLOCATION => true,\n  CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,\n  CURLOPT_CUSTOMREQUEST => {},\n{body}  CURLOPT_HTTPHEADER => array(\n{}\n  ),\n));\n\n$response = curl_exec($curl);\n\ncurl_close($curl);\necho $response;\n",
        php_quoted(&r.url),
        php_quoted(&r.method),
        php_header_list(r, "    ")
    )
}

fn php_guzzle(r: &Request) -> String {
    let body = r.body_text().map(|b| format!("$body = {};\n", php_quoted(b))).unwrap_or_default();
    let body_arg = if r.body.is_some() { ", $body" } else { "" };
    format!(
        "<?php\n$client = new Client();\n$headers = [\n{}\n];\n{body}$request = new Request({}, {}, $headers{body_arg});\n$res = $client->sendAsync($request)->wait();\necho $res->getBody();\n",
        php_header_map(r, "  "),
        php_quoted(&r.method),
        php_quoted(&r.url)
    )
}

fn php_pecl_http(r: &Request) -> String {
    let body = r.body_text().map(|b| format!("$body = new http\\Message\\Body;\n$body->append({});\n$request->setBody($body);\n", php_quoted(b))).unwrap_or_default();
    format!(
        "<?php\n$client = new http\\Client;\n$request = new http\\Client\\Request;\n$request->setRequestUrl({});\n$request->setRequestMethod({});\n{body}$request->setOptions(array());\n$request->setHeaders(array(\n{}\n));\n$client->enqueue($request)->send();\n$response = $client->getResponse();\necho $response->getBody();\n",
        php_quoted(&r.url),
        php_quoted(&r.method),
        php_header_map(r, "  ")
    )
}

fn php_http_request2(r: &Request) -> String {
    let body = r.body_text().map(|b| format!("$request->setBody({});\n", php_quoted(b))).unwrap_or_default();
    format!(
        "<?php\nrequire_once 'HTTP/Request2.php';\n$request = new HTTP_Request2();\n$request->setUrl({});\n$request->setMethod({});\n$request->setConfig(array(\n  'follow_redirects' => TRUE\n));\n$request->setHeader(array(\n{}\n));\n{body}try {{\n  $response = $request->send();\n  if ($response->getStatus() == 200) {{\n    echo $response->getBody();\n  }}\n  else {{\n    echo 'Unexpected HTTP status: ' . $response->getStatus() . ' ' .\n    $response->getReasonPhrase();\n  }}\n}}\ncatch(HTTP_Request2_Exception $e) {{\n  echo 'Error: ' . $e->getMessage();\n}}\n",
        php_quoted(&r.url),
        php_quoted(&r.method),
        php_header_map(r, "  ")
    )
}

fn java_okhttp(r: &Request) -> String {
    let (media, body) = match (r.content_type(), r.body_text()) {
        (Some(t), Some(b)) => (format!("MediaType mediaType = MediaType.parse({});\nRequestBody body = RequestBody.create(mediaType, {});\n", quoted(t), quoted(b)), "body"),
        _ if matches!(r.method.as_str(), "POST" | "PUT" | "PATCH") => ("RequestBody body = RequestBody.create(null, new byte[0]);\n".to_string(), "body"),
        _ => (String::new(), "null"),
    };
    let headers: String = r.headers.iter().map(|(k, v)| format!("  .addHeader({}, {})\n", quoted(k), quoted(v))).collect();
    format!(
        "OkHttpClient client = new OkHttpClient().newBuilder()\n  .build();\n{media}Request request = new Request.Builder()\n  .url({})\n  .method({}, {body})\n{headers}  .build();\nResponse response = client.newCall(request).execute();\n",
        quoted(&r.url),
        quoted(&r.method)
    )
}

fn java_unirest(r: &Request) -> String {
    let headers: String = r.headers.iter().map(|(k, v)| format!("  .header({}, {})\n", quoted(k), quoted(v))).collect();
    let body = r.body_text().map(|b| format!("  .body({})\n", quoted(b))).unwrap_or_default();
    format!(
        "Unirest.setTimeouts(0, 0);\nHttpResponse<String> response = Unirest.{}({})\n{headers}{body}  .asString();\n",
        r.method.to_lowercase(),
        quoted(&r.url)
    )
}

fn powershell(r: &Request) -> String {
    let headers: String = r.headers.iter().map(|(k, v)| format!("$headers.Add({}, {})\n", ps_quoted(k), ps_quoted(v))).collect();
    let body = r.body_text().map(|b| format!("$body = @\"\n{}\n\"@\n\n", b.replace('`', "``").replace('$', "`$"))).unwrap_or_default();
    let body_arg = if r.body.is_some() { " -Body $body" } else { "" };
    let method = {
        let m = r.method.to_lowercase();
        let mut c = m.chars();
        c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
    };
    format!(
        "$headers = New-Object \"System.Collections.Generic.Dictionary[[String],[String]]\"\n{headers}\n{body}$response = Invoke-RestMethod {} -Method '{method}' -Headers $headers{body_arg}\n$response | ConvertTo-Json\n",
        ps_quoted(&r.url)
    )
}

/// A PowerShell single-quoted literal (`'` doubled).
fn ps_quoted(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// `application/json`, `application/problem+json`, `text/json`…
pub(crate) fn is_json(media_type: &str) -> bool {
    let essence = media_type.split(';').next().unwrap_or("").trim();
    essence.ends_with("/json") || essence.ends_with("+json")
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(crate) fn sample_request() -> Request {
        Request {
            method: "POST".into(),
            url: "https://api.example.com/pets/:petId?limit=10".into(),
            headers: vec![("Content-Type".into(), "application/json".into()), ("Authorization".into(), "Bearer <TOKEN>".into())],
            body: Some(("application/json".into(), "{\n  \"name\": \"Rex's \\\"dog\\\" $5 `x`\",\n  \"ok\": true,\n  \"tag\": null\n}".into())),
        }
    }

    #[test]
    fn every_variant_names_the_url_and_method() {
        let r = sample_request();
        for language in default_languages() {
            for variant in language.variants {
                let code = generate(variant, &r);
                assert!(code.contains("api.example.com"), "{variant:?}: {code}");
                assert!(code.to_lowercase().contains("post"), "{variant:?}: {code}");
                assert!(code.contains("Bearer <TOKEN>"), "{variant:?}: {code}");
            }
        }
    }

    #[test]
    fn python_literals_use_python_words() {
        let code = generate(Variant::PythonRequests, &sample_request());
        assert!(code.contains("\"ok\": True") && code.contains("\"tag\": None"), "{code}");
    }

    #[test]
    fn language_tabs_choose_and_order() {
        let tabs = serde_json::json!([{"language": "python", "variants": ["http.client"]}, {"language": "curl"}, {"language": "cobol"}]);
        let (langs, problems) = languages_from_theme_config(Some(&tabs));
        assert_eq!(langs.iter().map(|l| l.key.as_str()).collect::<Vec<_>>(), ["python", "curl"]);
        assert_eq!(langs[0].variants, [Variant::PythonHttpClient]);
        assert_eq!(problems, ["`themeConfig.languageTabs[2].language: cobol` is not a language of the code samples (curl, python, go, nodejs, ruby, csharp, php, java, powershell)"]);
        assert_eq!(languages_from_theme_config(None).0.len(), 9);
    }

    /// Issue 12: `variant` (singular) is the variant shown first, as in this site's config
    /// (`{language: 'java', variant: 'unirest'}`); the tabs keep their order.
    #[test]
    fn issue_12_language_tab_variant_is_the_default() {
        let tabs = serde_json::json!([{"language": "java", "variant": "unirest"}, {"language": "php", "variants": ["guzzle", "pecl_http"], "variant": "pecl_http"}, {"language": "nodejs", "variant": "request"}]);
        let (langs, problems) = languages_from_theme_config(Some(&tabs));
        assert_eq!((langs[0].variants.as_slice(), langs[0].default_variant), ([Variant::JavaOkHttp, Variant::JavaUnirest].as_slice(), Variant::JavaUnirest));
        assert_eq!((langs[1].variants.as_slice(), langs[1].default_variant), ([Variant::PhpGuzzle, Variant::PhpPeclHttp].as_slice(), Variant::PhpPeclHttp));
        assert_eq!(langs[2].default_variant, Variant::NodeAxios, "an unknown variant leaves the default");
        assert_eq!(problems, ["`themeConfig.languageTabs[2].variant: request` is not a variant of nodejs (axios, native)"]);
    }

    #[test]
    fn json_media_types() {
        assert!(is_json("application/json; charset=utf-8") && is_json("application/problem+json"));
        assert!(!is_json("application/x-www-form-urlencoded"));
    }
}
