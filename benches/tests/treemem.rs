//! The `treemem` binary: whole-tree and largest-process peaks, exit codes, `-o`.

use std::collections::HashMap;
use std::process::{Command, Output};

fn treemem(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_treemem")).args(args).output().expect("treemem runs")
}

/// The `key=value` fields of treemem's result line (the last line of stderr).
fn fields(output: &Output) -> HashMap<String, f64> {
    let stderr = String::from_utf8_lossy(&output.stderr);
    let line = stderr.lines().last().unwrap_or_default();
    line.split_whitespace()
        .filter_map(|field| field.split_once('='))
        .map(|(key, value)| (key.to_owned(), value.parse().unwrap_or_else(|_| panic!("{key}={value} in `{line}`"))))
        .collect()
}

/// The Python interpreter itself, not a version-manager shim (a shim's own start-up of a second
/// or more would make the two children below overlap too little).
fn python() -> String {
    let output = Command::new("python3").args(["-c", "import sys; print(sys.executable)"]).output().expect("python3 runs");
    String::from_utf8(output.stdout).unwrap().trim().to_owned()
}

#[test]
fn the_tree_peak_sums_children_alive_at_the_same_time() {
    // A shell starts two Python children that hold 200 MB and 100 MB (190.7 and 95.4 MiB) at the
    // same time: the tree peaks near 300 MiB while no single process goes far above 200 MiB.
    let python = python();
    let hold = "import time; time.sleep(1.5)";
    let script = format!(
        "{python} -c 'x = bytearray(200_000_000); {hold}' & {python} -c 'y = bytearray(100_000_000); {hold}'; wait"
    );
    let output = treemem(&["--", "sh", "-c", &script]);
    assert!(output.status.success(), "{output:?}");
    let result = fields(&output);
    assert!(result["tree_peak_mib"] > 280.0, "whole tree: {result:?}");
    assert!((185.0..260.0).contains(&result["max_proc_peak_mib"]), "largest process: {result:?}");
    assert!(result["max_procs"] >= 3.0, "sh and two pythons: {result:?}");
    assert!(result["wall_s"] >= 1.5, "{result:?}");
}

#[test]
fn the_exit_code_and_output_of_the_command_pass_through() {
    let out_file = tempfile::NamedTempFile::new().unwrap();
    let output = treemem(&["-o", out_file.path().to_str().unwrap(), "--", "sh", "-c", "echo hello; exit 3"]);
    assert_eq!(output.status.code(), Some(3));
    assert_eq!(String::from_utf8_lossy(&output.stdout), "hello\n");
    assert_eq!(fields(&output)["exit"], 3.0);
    let written = std::fs::read_to_string(out_file.path()).unwrap();
    assert!(written.starts_with("wall_s=") && written.contains(" tree_peak_mib="), "{written}");
}

#[test]
fn a_missing_command_or_separator_is_reported() {
    let missing = treemem(&["--", "no-such-command-for-treemem"]);
    assert_eq!(missing.status.code(), Some(127));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot start"), "{missing:?}");
    let usage = treemem(&["sh"]);
    assert_eq!(usage.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&usage.stderr).contains("usage: treemem"), "{usage:?}");
}
