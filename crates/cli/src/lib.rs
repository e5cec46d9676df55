//! The `ferrosaurus` command line: `ferrosaurus build [DIR]`, `ferrosaurus serve [DIR]`,
//! `ferrosaurus start [DIR]` (the dev server), and
//! `ferrosaurus gen-api-docs|clean-api-docs [DIR]` for the OpenAPI reference's generated files.
//! The site's own `build` package runs the same commands with its folder as the default.
//!
//! ```no_run
//! // what `cargo run -p build -- serve` does:
//! ferrosaurus_cli::run_with_default_dir(std::path::Path::new("site"), ["build-site", "serve"]).unwrap();
//! ```

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{mpsc, Arc, OnceLock};

use anyhow::Context;
use clap::{Parser, Subcommand};
use ferrosaurus_build::{build, output::STAGING_PREFIX, BuildOptions, ProgressMode};
use ferrosaurus_server::{DiskFiles, ServeOptions};

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
        /// Never install the site's npm dependencies (a config needing a missing package fails).
        #[arg(long)]
        no_install: bool,
        /// One plain line per stage, even on a terminal.
        #[arg(long)]
        plain: bool,
        /// Build only this locale (repeatable; default: every locale of i18n.locales). One
        /// locale alone is built at the output root, as `docusaurus build --locale` does.
        #[arg(long)]
        locale: Vec<String>,
        /// A cold build: render every page again instead of reusing what the previous build
        /// made from the same inputs.
        #[arg(long)]
        no_cache: bool,
    },
    /// Serve DIR/build on http://localhost:PORT (building first if there is no build).
    Serve {
        /// The site folder.
        dir: Option<PathBuf>,
        /// Port (the next free one when it is taken).
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// Host to listen on.
        #[arg(long, default_value = "localhost")]
        host: String,
        /// Build again before serving.
        #[arg(long)]
        build: bool,
    },
    /// Start the dev server: the site in memory, pages rendered on request, live reload.
    Start {
        /// The site folder.
        dir: Option<PathBuf>,
        /// Port (the next free one when it is taken).
        #[arg(long, default_value_t = 3000)]
        port: u16,
        /// Host to listen on.
        #[arg(long, default_value = "localhost")]
        host: String,
        /// Do not open a browser (one is opened only on a terminal, and never in CI).
        #[arg(long)]
        no_open: bool,
        /// Poll the file system for changes (network drives, some containers).
        #[arg(long)]
        poll: bool,
        /// The locale to serve (at the root, as `docusaurus start --locale`; default: the
        /// default locale).
        #[arg(long)]
        locale: Option<String>,
        /// Theme folder (default: the ferrosaurus theme).
        #[arg(long)]
        theme_dir: Option<PathBuf>,
        /// Never install the site's npm dependencies.
        #[arg(long)]
        no_install: bool,
    },
    /// Write the API reference's .api.mdx/.info.mdx/.tag.mdx files and sidebar.ts from the
    /// OpenAPI specs, as `docusaurus gen-api-docs all` does (for sites that commit them).
    GenApiDocs {
        /// The site folder.
        dir: Option<PathBuf>,
    },
    /// Remove the files `gen-api-docs` wrote, as `docusaurus clean-api-docs all` does.
    CleanApiDocs {
        /// The site folder.
        dir: Option<PathBuf>,
    },
}

/// The site's `docusaurus-plugin-openapi-docs` instances.
fn openapi_plugins(site_dir: &Path) -> anyhow::Result<Vec<ferrosaurus_openapi_docs::OpenApiPlugin>> {
    let loaded = ferrosaurus_config::load_site_config(site_dir).map_err(|e| anyhow::anyhow!("{e}"))?;
    let plugins: Vec<_> = loaded
        .config
        .plugins
        .iter()
        .filter(|p| matches!(&p.module, ferrosaurus_core::PluginModule::Npm(n) if n == "docusaurus-plugin-openapi-docs"))
        .map(|p| ferrosaurus_openapi_docs::OpenApiPlugin::from_options(&p.options, &loaded.config).map_err(|e| anyhow::anyhow!("{e}")))
        .collect::<anyhow::Result<_>>()?;
    anyhow::ensure!(!plugins.is_empty(), "{} configures no docusaurus-plugin-openapi-docs", site_dir.display());
    Ok(plugins)
}

fn gen_api_docs(site_dir: &Path) -> anyhow::Result<()> {
    for plugin in openapi_plugins(site_dir)? {
        let generated = plugin.write_api_docs(site_dir).map_err(|e| anyhow::anyhow!("{e}"))?;
        for d in &generated.diagnostics {
            eprintln!("{d}");
        }
        anyhow::ensure!(!generated.diagnostics.iter().any(|d| d.is_error()), "the OpenAPI spec has errors");
        eprintln!("wrote {} files", generated.files.len());
    }
    Ok(())
}

fn clean_api_docs(site_dir: &Path) -> anyhow::Result<()> {
    for plugin in openapi_plugins(site_dir)? {
        let removed = plugin.clean_api_docs(site_dir).map_err(|e| anyhow::anyhow!("{e}"))?;
        eprintln!("removed {} files", removed.len());
    }
    Ok(())
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

/// Where Ctrl-C goes: while a server runs, to its graceful shutdown; otherwise to the build's
/// cleanup and exit.
#[derive(Clone, Default)]
struct Interrupt(Arc<OnceLock<mpsc::Sender<()>>>);

impl Interrupt {
    /// From now on Ctrl-C arrives on the returned channel.
    fn take_over(&self) -> mpsc::Receiver<()> {
        let (tx, rx) = mpsc::channel();
        let _ = self.0.set(tx);
        rx
    }

    /// Hands Ctrl-C to a running server; false when none took it over.
    fn deliver(&self) -> bool {
        self.0.get().is_some_and(|tx| tx.send(()).is_ok())
    }
}

/// Serves `out` as `docusaurus serve` does (the site's baseUrl and trailingSlash) until Ctrl-C.
fn serve(site_dir: &Path, out: &Path, host: &str, port: u16, interrupt: &Interrupt) -> anyhow::Result<()> {
    let config = ferrosaurus_config::load_site_config(site_dir).map_err(|e| anyhow::anyhow!("{e}"))?.config;
    let options = ServeOptions::new().host(host).port(port).base_url(&config.base_url).trailing_slash(config.trailing_slash);
    let files = DiskFiles::new(out).with_context(|| format!("cannot serve {}", out.display()))?;
    let stop = interrupt.take_over();
    let server = ferrosaurus_server::spawn(files, options)?;
    if let Some(taken) = server.port_taken() {
        eprintln!("port {taken} is already in use; serving on port {} instead", server.port());
    }
    eprintln!("serving {} at {} (Ctrl-C to stop)", out.display(), server.url());
    let _ = stop.recv();
    eprintln!("\nstopping: letting open requests finish");
    server.shutdown()?;
    Ok(())
}

/// Runs the dev server until Ctrl-C.
fn start(options: ferrosaurus_dev::DevOptions, open_browser: bool, interrupt: &Interrupt) -> anyhow::Result<()> {
    eprintln!("loading {} ...", options.build.site_dir.display());
    let stop = interrupt.take_over();
    let server = ferrosaurus_dev::start(options).map_err(|e| anyhow::anyhow!("{e}")).context("the dev server could not start")?;
    if let Some(taken) = server.port_taken() {
        eprintln!("port {taken} is already in use; serving on port {} instead", server.port());
    }
    eprintln!("loaded in {:.2}s; dev server at {} (Ctrl-C to stop)", server.load_time().as_secs_f64(), server.url());
    if open_browser && should_open_browser() {
        if let Err(e) = open::that_detached(server.url()) {
            eprintln!("could not open a browser: {e}");
        }
    }
    let _ = stop.recv();
    eprintln!("\nstopping");
    server.shutdown();
    Ok(())
}

/// A browser is opened on a terminal only, never in CI (`CI` set).
fn should_open_browser() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("CI").is_none()
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
    let command = cli.command.unwrap_or(Command::Build { dir: None, out_dir: None, theme_dir: None, no_minify: false, no_install: false, plain: false, locale: Vec::new(), no_cache: false });
    let site_dir = match &command {
        Command::Build { dir, .. } | Command::Serve { dir, .. } | Command::Start { dir, .. } | Command::GenApiDocs { dir } | Command::CleanApiDocs { dir } => {
            dir.clone().unwrap_or_else(|| default_dir.to_path_buf())
        }
    };
    let interrupt = Interrupt::default();
    {
        let site_dir = site_dir.clone();
        let interrupt = interrupt.clone();
        // Ctrl-C: the node workers get the same signal; remove the half-written staging folder.
        let _ = ctrlc::set_handler(move || {
            if interrupt.deliver() {
                return;
            }
            remove_staging(&site_dir);
            eprintln!("\ninterrupted; the previous output was left as it was");
            std::process::exit(130);
        });
    }
    match command {
        Command::Build { out_dir, theme_dir, no_minify, no_install, plain, locale, no_cache, .. } => {
            let mut options = BuildOptions::new(&site_dir);
            options.cache = !no_cache;
            options.locales = locale;
            options.install_dependencies = !no_install;
            options.out_dir = out_dir;
            options.theme_dir = theme_dir;
            options.minify = !no_minify;
            options.progress = if plain { ProgressMode::Plain } else { ProgressMode::Auto };
            run_build(&options)
        }
        Command::Serve { port, host, build: rebuild, .. } => {
            let options = BuildOptions::new(&site_dir);
            let out = options.out_dir();
            if rebuild || !out.join("index.html").is_file() {
                run_build(&options)?;
            }
            serve(&site_dir, &out, &host, port, &interrupt)
        }
        Command::Start { port, host, no_open, poll, locale, theme_dir, no_install, .. } => {
            let mut build = BuildOptions::new(&site_dir);
            build.theme_dir = theme_dir;
            build.install_dependencies = !no_install;
            build.locales = locale.into_iter().collect();
            let mut options = ferrosaurus_dev::DevOptions::new(build);
            options.host = host;
            options.port = port;
            options.poll = poll;
            start(options, !no_open, &interrupt)
        }
        Command::GenApiDocs { .. } => gen_api_docs(&site_dir),
        Command::CleanApiDocs { .. } => clean_api_docs(&site_dir),
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
