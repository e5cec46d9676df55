//! The `ferrosaurus` command line: `ferrosaurus build [DIR]` and `ferrosaurus serve [DIR]`.
//! The site's own `build` package runs the same commands with its folder as the default.
//!
//! ```no_run
//! // what `cargo run -p build -- serve` does:
//! ferrosaurus_cli::run_with_default_dir(std::path::Path::new("site"), ["build-site", "serve"]).unwrap();
//! ```

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use ferrosaurus_build::{build, output::STAGING_PREFIX, serve::Server, BuildOptions, ProgressMode};

#[derive(Parser, Debug)]
#[command(name = "ferrosaurus", version, about = "Build Docusaurus-style sites, fast.")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Build the site into DIR/build.
    Build {
        /// The site folder (holds docusaurus.config.*).
        dir: Option<PathBuf>,
        /// Output folder (default DIR/build).
        #[arg(long)]
        out_dir: Option<PathBuf>,
        /// Theme folder (default: the ferrosaurus theme).
        #[arg(long)]
        theme_dir: Option<PathBuf>,
        /// Do not minify JS and CSS.
        #[arg(long)]
        no_minify: bool,
        /// One plain line per stage, even on a terminal.
        #[arg(long)]
        plain: bool,
    },
    /// Serve DIR/build on http://localhost:PORT (building first if there is no build).
    Serve {
        /// The site folder.
        dir: Option<PathBuf>,
        /// Port.
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// Build again before serving.
        #[arg(long)]
        build: bool,
    },
}

/// Removes staging folders a killed build left behind.
fn remove_staging(site_dir: &Path) {
    if let Ok(entries) = std::fs::read_dir(site_dir) {
        for e in entries.flatten() {
            if e.file_name().to_string_lossy().starts_with(STAGING_PREFIX) {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
}

fn run_build(options: &BuildOptions) -> anyhow::Result<()> {
    let report = build(options).map_err(|e| anyhow::anyhow!("{e}")).context("build failed; the previous output was left as it was")?;
    for w in &report.warnings {
        eprintln!("{w}");
    }
    eprint!("{report}");
    Ok(())
}

/// Runs the command line; `default_dir` is used when no DIR is given (and with no command,
/// `build` is run).
pub fn run_with_default_dir<I, T>(default_dir: &Path, args: I) -> anyhow::Result<()>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = Cli::parse_from(args);
    let command = cli.command.unwrap_or(Command::Build { dir: None, out_dir: None, theme_dir: None, no_minify: false, plain: false });
    let site_dir = match &command {
        Command::Build { dir, .. } | Command::Serve { dir, .. } => dir.clone().unwrap_or_else(|| default_dir.to_path_buf()),
    };
    {
        let site_dir = site_dir.clone();
        // Ctrl-C: the node workers get the same signal; remove the half-written staging folder.
        let _ = ctrlc::set_handler(move || {
            remove_staging(&site_dir);
            eprintln!("\ninterrupted; the previous output was left as it was");
            std::process::exit(130);
        });
    }
    match command {
        Command::Build { out_dir, theme_dir, no_minify, plain, .. } => {
            let mut options = BuildOptions::new(&site_dir);
            options.out_dir = out_dir;
            options.theme_dir = theme_dir;
            options.minify = !no_minify;
            options.progress = if plain { ProgressMode::Plain } else { ProgressMode::Auto };
            run_build(&options)
        }
        Command::Serve { port, build: rebuild, .. } => {
            let options = BuildOptions::new(&site_dir);
            let out = options.out_dir();
            if rebuild || !out.join("index.html").is_file() {
                run_build(&options)?;
            }
            let server = Server::start(&out, port).with_context(|| format!("cannot listen on port {port}"))?;
            eprintln!("serving {} on http://localhost:{}/ (Ctrl-C to stop)", out.display(), server.port());
            server.wait();
            Ok(())
        }
    }
}

/// `main` of a binary: prints the error chain and returns a failure code.
pub fn main_with_default_dir(default_dir: &Path) -> ExitCode {
    match run_with_default_dir(default_dir, std::env::args_os()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
