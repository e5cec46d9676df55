//! `@docusaurus/remark-plugin-npm2yarn`: a code block whose meta is exactly `npm2yarn`
//! becomes Tabs with the npm command and its conversions, following the rules of the
//! npm-to-yarn package (3.x) that the plugin calls, quirks included (a command it does not
//! know becomes `npm <command>` plus a `# couldn't auto-convert command` line).

use ferrosaurus_core::PackageManager;

/// The tab value of a converter (also its npm-to-yarn name).
pub(crate) fn tab_value(to: PackageManager) -> &'static str {
    match to {
        PackageManager::Yarn => "yarn",
        PackageManager::Pnpm => "pnpm",
        PackageManager::Bun => "bun",
    }
}

/// The tab label the plugin gives a converter.
pub(crate) fn tab_label(to: PackageManager) -> &'static str {
    match to {
        PackageManager::Yarn => "Yarn",
        PackageManager::Pnpm => "pnpm",
        PackageManager::Bun => "Bun",
    }
}

/// True for a fence whose meta (after the language) is exactly `npm2yarn`.
pub(crate) fn is_npm2yarn_fence(info: &str) -> bool {
    let info = info.trim();
    let lang_end = info.find(char::is_whitespace).unwrap_or(info.len());
    info[lang_end..].trim() == "npm2yarn"
}

const COULD_NOT: &str = "\n# couldn't auto-convert command";

/// npm code converted for `to`, as npm-to-yarn's `convert(code, to)` does.
pub(crate) fn convert(code: &str, to: PackageManager) -> String {
    let executor = ["npx", "yarn dlx", "pnpm dlx", "bun x"].into_iter().find(|e| code.contains(e));
    if let Some(executor) = executor {
        let replacement = match to {
            PackageManager::Yarn => "yarn dlx",
            PackageManager::Pnpm => "pnpm dlx",
            PackageManager::Bun => "bun x",
        };
        return code.replacen(executor, replacement, 1);
    }
    // Every `npm` (anywhere), with the rest of its line up to `&` as the command.
    let mut out = String::with_capacity(code.len() + 16);
    let mut rest = code;
    while let Some(at) = rest.find("npm") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        let spaces = after.bytes().take_while(|&b| b == b' ').count();
        let (command, used) = if spaces > 0 {
            let tail = &after[spaces..];
            let end = tail.find(['&', '\n', '\r']).unwrap_or(tail.len());
            (Some(&tail[..end]), 3 + spaces + end)
        } else {
            (None, 3)
        };
        out.push_str(&match to {
            PackageManager::Yarn => to_yarn(command),
            PackageManager::Pnpm => to_pnpm(command),
            PackageManager::Bun => to_bun(command),
        });
        rest = &rest[at + used..];
    }
    out.push_str(rest);
    out
}

/// npm-to-yarn's argument splitter: spaces outside quotes; quotes and backslashes kept.
fn parse(command: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut quote: Option<char> = None;
    let mut escaped = false;
    let mut part = String::new();
    for c in command.chars() {
        if c == '\\' {
            part.push(c);
            escaped = true;
            continue;
        }
        if c == ' ' && quote.is_none() {
            args.push(std::mem::take(&mut part));
        } else if !escaped && (c == '"' || c == '\'') {
            part.push(c);
            if quote == Some(c) {
                quote = None;
            } else if quote.is_none() {
                quote = Some(c);
            }
        } else {
            part.push(c);
        }
        escaped = false;
    }
    args.push(part);
    args
}

/// The arguments of a command, with the first `--` dropped.
fn arguments(command: Option<&str>) -> Vec<String> {
    let mut args = parse(command.unwrap_or("").trim());
    if let Some(i) = args.iter().position(|a| a == "--") {
        args.remove(i);
    }
    args
}

/// `npm <command>` kept, with the note npm-to-yarn adds (JavaScript prints a missing
/// command as `undefined`).
fn not_converted(command: Option<&str>) -> String {
    format!("npm {}{COULD_NOT}", command.unwrap_or("undefined"))
}

fn joined(tool: &str, args: &[String]) -> String {
    let kept: Vec<&str> = args.iter().map(String::as_str).filter(|a| !a.is_empty()).collect();
    format!("{tool} {}", kept.join(" "))
}

const UNCHANGED: &[&str] = &["test", "login", "logout", "link", "unlink", "publish", "cache", "start", "stop"];

const YARN_COMMANDS: &[&str] = &[
    "init", "run", "add", "audit", "autoclean", "bin", "check", "config", "create", "dedupe",
    "generate-lock-entry", "global", "help", "import", "info", "install", "licenses", "list", "lockfile",
    "outdated", "owner", "pack", "policies", "prune", "remove", "self-update", "tag", "team", "upgrade",
    "upgrade-interactive", "version", "versions", "why", "workspace", "workspaces",
];

fn yarn_install_args(mut args: Vec<String>) -> Vec<String> {
    if args.iter().any(|a| a == "--global" || a == "-g") {
        args.insert(0, "global".to_owned());
    }
    args.into_iter()
        .map(|a| {
            match a.as_str() {
                "--save-dev" | "-D" => "--dev",
                "--save-prod" | "-P" => "--production",
                "--no-package-lock" => "--no-lockfile",
                "--save-optional" | "-O" => "--optional",
                "--save-exact" | "-E" => "--exact",
                "--save" | "-S" | "--global" | "-g" => "",
                _ => return a,
            }
            .to_owned()
        })
        .collect()
}

/// `init`/`create` with a package: `create <package>` without `@latest`, `--scope` dropped.
fn create_args(mut args: Vec<String>) -> Vec<String> {
    if args.get(1).is_some_and(|a| !a.starts_with('-')) {
        args[0] = "create".to_owned();
        if let Some(at) = args[1].rfind("@latest").filter(|&at| at > 0) {
            args[1].truncate(at);
        }
    }
    args.retain(|a| a != "--scope");
    args
}

fn pack_args(args: Vec<String>, replacement: &str) -> Vec<String> {
    args.into_iter()
        .map(|a| match a.strip_prefix("--pack-destination") {
            Some(rest) if rest.starts_with(['=', ' ', '\t']) => format!("{replacement}{}", &rest[1..]),
            _ => a,
        })
        .collect()
}

fn to_yarn(command: Option<&str>) -> String {
    let mut args = arguments(command);
    let first = args[0].clone();
    if UNCHANGED.contains(&first.as_str()) {
        return joined("yarn", &args);
    }
    args = match first.as_str() {
        "install" | "i" if args.len() == 1 => vec!["install".to_owned()],
        "install" | "i" => {
            args[0] = "add".to_owned();
            yarn_install_args(args)
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => {
            args[0] = "remove".to_owned();
            yarn_install_args(args)
        }
        "version" => args
            .into_iter()
            .map(|a| match a.as_str() {
                "major" | "minor" | "patch" => format!("--{a}"),
                _ => a,
            })
            .collect(),
        "rb" | "rebuild" => {
            args[0] = "add".to_owned();
            args.push("--force".to_owned());
            args
        }
        "run" | "exec" => {
            args[0] = "run".to_owned();
            let keep = args.get(1).is_none_or(|a| a.is_empty() || UNCHANGED.contains(&a.as_str()) || YARN_COMMANDS.contains(&a.as_str()));
            if !keep {
                args.remove(0);
            }
            args
        }
        "ls" | "list" => {
            args[0] = "list".to_owned();
            let packages: Vec<String> = args[1..].iter().take_while(|a| !a.starts_with('-')).cloned().collect();
            if !packages.is_empty() {
                let pattern = format!("\"{}\"", packages.join("|"));
                args.splice(1..1 + packages.len(), ["--pattern".to_owned(), pattern]);
            }
            args
        }
        "init" | "create" => create_args(args),
        "ln" => rename(args, "link"),
        "t" | "tst" => rename(args, "test"),
        "outdated" => args,
        "pack" => pack_args(args, "--filename "),
        _ => return not_converted(command),
    };
    joined("yarn", &args)
}

fn rename(mut args: Vec<String>, to: &str) -> Vec<String> {
    args[0] = to.to_owned();
    args
}

fn pnpm_install_args(args: Vec<String>) -> Vec<String> {
    args.into_iter()
        .map(|a| match a.as_str() {
            "--save" | "-S" => String::new(),
            "--no-package-lock" => "--frozen-lockfile".to_owned(),
            _ => a,
        })
        .collect()
}

/// pnpm's `--filter`: the non-flag arguments after the command, joined.
fn filter_arg(args: Vec<String>) -> Vec<String> {
    let is_name = |i: usize, a: &str| i != 0 && !a.starts_with('-');
    let names: Vec<&str> = args.iter().enumerate().filter(|(i, a)| is_name(*i, a)).map(|(_, a)| a.as_str()).collect();
    if names.is_empty() {
        return args;
    }
    let filter = names.join(" ");
    let mut kept: Vec<String> = args.iter().enumerate().filter(|(i, a)| !is_name(*i, a)).map(|(_, a)| a.clone()).collect();
    kept.push("--filter".to_owned());
    kept.push(filter);
    kept
}

fn to_pnpm(command: Option<&str>) -> String {
    let mut args = arguments(command);
    args = match args[0].as_str() {
        "install" | "i" => {
            if args.len() > 1 && args.iter().filter(|a| !a.starts_with('-')).count() > 1 {
                args[0] = "add".to_owned();
            }
            pnpm_install_args(args)
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => pnpm_install_args(rename(args, "remove")),
        "rb" | "rebuild" => filter_arg(rename(args, "rebuild")),
        "run" | "exec" | "test" | "start" | "link" | "outdated" => args,
        "ls" | "list" => args
            .into_iter()
            .map(|a| match a.strip_prefix("--depth=") {
                Some(depth) => format!("--depth {depth}"),
                None => match a.as_str() {
                    "--production" => "--prod".to_owned(),
                    "--development" => "--dev".to_owned(),
                    _ => a,
                },
            })
            .collect(),
        "init" | "create" => create_args(args),
        "ln" => rename(args, "link"),
        "t" | "tst" => rename(args, "test"),
        "unlink" => filter_arg(args),
        "pack" => pack_args(args, "--pack-destination "),
        _ => return not_converted(command),
    };
    joined("pnpm", &args)
}

fn bun_install_args(args: Vec<String>) -> Vec<String> {
    args.into_iter()
        .map(|a| {
            match a.as_str() {
                "--save-dev" | "--development" | "-D" => "--dev",
                "--save-prod" | "-P" => "--production",
                "--no-package-lock" => "--no-save",
                "--save-optional" | "-O" => "--optional",
                "--save-exact" | "-E" => "--exact",
                "--save" | "-S" => "",
                "--global" | "-g" => "--global",
                _ => return a,
            }
            .to_owned()
        })
        .collect()
}

fn to_bun(command: Option<&str>) -> String {
    let mut args = arguments(command);
    let mut tool = "bun";
    match args[0].as_str() {
        "install" | "i" => {
            if args.len() == 1 {
                args = vec!["install".to_owned()];
            } else {
                args[0] = "add".to_owned();
            }
            args = bun_install_args(args);
        }
        "uninstall" | "un" | "remove" | "r" | "rm" => args = bun_install_args(rename(args, "remove")),
        "cache" if args.get(1).is_some_and(|a| a == "clean") => {
            let mut pm = vec!["pm".to_owned(), "cache".to_owned(), "rm".to_owned()];
            pm.extend(args.drain(2..));
            args = pm;
        }
        "rebuild" | "rb" => {
            args[0] = "add".to_owned();
            args.push("--force".to_owned());
        }
        "run" | "stop" | "start" | "unlink" => {}
        "list" | "ls" => {
            args = bun_install_args(args);
            args[0] = "ls".to_owned();
            args.insert(0, "pm".to_owned());
        }
        "init" | "create" => match args.get(1).cloned() {
            Some(package) if package.starts_with('@') => {
                tool = "bunx";
                args[1] = package.replacen('/', "/create-", 1);
                args.remove(0);
            }
            Some(package) if !package.is_empty() && !package.starts_with('-') => {
                tool = "bunx";
                args[1] = format!("create-{}", package.replacen("@latest", "", 1));
                args.remove(0);
            }
            Some(package) if !package.is_empty() => args[0] = "init".to_owned(),
            _ => {}
        },
        "link" | "ln" => {
            args = bun_install_args(args);
            args[0] = "link".to_owned();
        }
        "test" | "t" | "tst" => {
            args[0] = "test".to_owned();
            args.insert(0, "run".to_owned());
        }
        "exec" => {
            tool = "bunx";
            args.remove(0);
        }
        _ => tool = "npm",
    }
    args.retain(|a| a != "--");
    let mut out = joined(tool, &args);
    if tool == "npm" {
        out.push_str(COULD_NOT);
    }
    out.replacen('=', " ", 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use PackageManager::{Bun, Pnpm, Yarn};

    #[track_caller]
    fn check(npm: &str, yarn: &str, pnpm: &str, bun: &str) {
        assert_eq!(convert(npm, Yarn), yarn, "yarn of {npm}");
        assert_eq!(convert(npm, Pnpm), pnpm, "pnpm of {npm}");
        assert_eq!(convert(npm, Bun), bun, "bun of {npm}");
    }

    #[test]
    fn install_and_add() {
        check("npm install", "yarn install", "pnpm install", "bun install");
        check("npm i", "yarn install", "pnpm i", "bun install");
        check("npm install react", "yarn add react", "pnpm add react", "bun add react");
        check("npm i -D typescript", "yarn add --dev typescript", "pnpm add -D typescript", "bun add --dev typescript");
        check("npm install --save-dev @docusaurus/core", "yarn add --dev @docusaurus/core", "pnpm add --save-dev @docusaurus/core", "bun add --dev @docusaurus/core");
        check("npm install -g serve", "yarn global add serve", "pnpm add -g serve", "bun add --global serve");
        check("npm install --save react", "yarn add react", "pnpm add react", "bun add react");
    }

    #[test]
    fn run_exec_ci_uninstall() {
        check("npm run build", "yarn build", "pnpm run build", "bun run build");
        check("npm run test", "yarn run test", "pnpm run test", "bun run test");
        check("npm run start -- --port 3001", "yarn run start --port 3001", "pnpm run start --port 3001", "bun run start --port 3001");
        check("npm exec eslint", "yarn eslint", "pnpm exec eslint", "bunx eslint");
        check("npm uninstall react", "yarn remove react", "pnpm remove react", "bun remove react");
        check(
            "npm ci",
            "npm ci\n# couldn't auto-convert command",
            "npm ci\n# couldn't auto-convert command",
            "npm ci\n# couldn't auto-convert command",
        );
        check("npm test", "yarn test", "pnpm test", "bun run test");
    }

    #[test]
    fn executors_lines_and_ampersands() {
        check("npx create-docusaurus@latest my-website classic", "yarn dlx create-docusaurus@latest my-website classic", "pnpm dlx create-docusaurus@latest my-website classic", "bun x create-docusaurus@latest my-website classic");
        check("npm i && npm run build", "yarn install&& yarn build", "pnpm i&& pnpm run build", "bun install&& bun run build");
        check("npm install a\nnpm run dev\n", "yarn add a\nyarn dev\n", "pnpm add a\npnpm run dev\n", "bun add a\nbun run dev\n");
        check("npm init docusaurus@latest", "yarn create docusaurus", "pnpm create docusaurus", "bunx create-docusaurus");
        check("npm ls react", "yarn list --pattern \"react\"", "pnpm ls react", "bun pm ls react");
    }

    #[test]
    fn less_common_commands() {
        // Expected values printed by npm-to-yarn 3.0.1 itself.
        check("npm", "npm undefined\n# couldn't auto-convert command", "npm undefined\n# couldn't auto-convert command", "npm \n# couldn't auto-convert command");
        check("npm rebuild a b", "yarn add a b --force", "pnpm rebuild --filter a b", "bun add a b --force");
        check("npm unlink x -g", "yarn unlink x -g", "pnpm unlink -g --filter x", "bun unlink x -g");
        check("npm pack --pack-destination=dist", "yarn pack --filename dist", "pnpm pack --pack-destination dist", "npm pack --pack-destination dist\n# couldn't auto-convert command");
        check("npm cache clean --force", "yarn cache clean --force", "npm cache clean --force\n# couldn't auto-convert command", "bun pm cache rm --force");
        check("npm create @vite/app", "yarn create @vite/app", "pnpm create @vite/app", "bunx @vite/create-app");
        check("npm version patch", "yarn version --patch", "npm version patch\n# couldn't auto-convert command", "npm version patch\n# couldn't auto-convert command");
        check("npm list --depth=0 --production", "yarn list --depth=0 --production", "pnpm list --depth 0 --prod", "bun pm ls --depth 0 --production");
    }

    #[test]
    fn fence_meta_must_be_exactly_npm2yarn() {
        assert!(is_npm2yarn_fence("bash npm2yarn"));
        assert!(is_npm2yarn_fence("bash   npm2yarn "));
        assert!(!is_npm2yarn_fence("bash npm2yarn title=\"x\""));
        assert!(!is_npm2yarn_fence("npm2yarn"));
    }
}
