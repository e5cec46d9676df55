//! Peak memory of a whole process tree: runs a command and samples, at a fixed interval, the
//! resident memory of the process and of all its descendants from `/proc` (Linux only).
//!
//! The whole-tree peak is the largest sum of `VmRSS` seen in one sample (so a spike shorter than
//! the interval can be missed); the largest-process peak is the kernel's own high-water mark
//! (`VmHWM`) of each process, read while it runs. A descendant that leaves the tree (a daemon
//! whose parent exits) is no longer counted.

use std::collections::HashMap;
use std::fmt;
use std::process::{Command, ExitStatus};
use std::thread;
use std::time::{Duration, Instant};

use procfs::process::{all_processes, Process};

use crate::BenchError;

const MIB: f64 = 1024.0 * 1024.0;

/// The memory of a process tree at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TreeSample {
    /// Processes in the tree (the root included).
    pub processes: usize,
    /// Sum of the resident memory of every process of the tree, in bytes.
    pub tree_rss_bytes: u64,
    /// The largest resident high-water mark (`VmHWM`) of a process of the tree, in bytes.
    pub max_process_hwm_bytes: u64,
}

/// Reads the memory of `root` and of all its live descendants now.
pub fn sample_tree(root: u32) -> Result<TreeSample, BenchError> {
    let children = children_by_parent()?;
    let mut sample = TreeSample::default();
    let mut stack = vec![root as i32];
    while let Some(pid) = stack.pop() {
        // A process can exit between the listing and this read: it then counts for nothing.
        if let Ok(status) = Process::new(pid).and_then(|p| p.status()) {
            sample.processes += 1;
            sample.tree_rss_bytes += status.vmrss.unwrap_or(0) * 1024;
            sample.max_process_hwm_bytes = sample.max_process_hwm_bytes.max(status.vmhwm.unwrap_or(0) * 1024);
        }
        stack.extend(children.get(&pid).into_iter().flatten());
    }
    Ok(sample)
}

/// The CPU time (user and system, every thread) this process has used so far, in seconds.
pub fn own_cpu_seconds() -> Result<f64, BenchError> {
    let stat = Process::myself().and_then(|p| p.stat()).map_err(BenchError::Proc)?;
    Ok((stat.utime + stat.stime) as f64 / procfs::ticks_per_second() as f64)
}

/// Every process's children, from the parent id in each `/proc/PID/stat`.
fn children_by_parent() -> Result<HashMap<i32, Vec<i32>>, BenchError> {
    let mut children: HashMap<i32, Vec<i32>> = HashMap::new();
    for process in all_processes().map_err(BenchError::Proc)? {
        let Ok(stat) = process.and_then(|p| p.stat()) else { continue };
        children.entry(stat.ppid).or_default().push(stat.pid);
    }
    Ok(children)
}

/// A measured run of a command.
#[derive(Debug, Clone, Copy)]
#[non_exhaustive]
pub struct Measurement {
    /// From start to exit.
    pub wall: Duration,
    /// The largest whole-tree resident memory seen in one sample, in bytes.
    pub tree_peak_bytes: u64,
    /// The largest resident high-water mark of a single process of the tree, in bytes.
    pub max_process_peak_bytes: u64,
    /// The most processes seen in the tree at once.
    pub max_processes: usize,
    /// Samples taken.
    pub samples: usize,
    /// How the command ended.
    pub status: ExitStatus,
}

impl Measurement {
    /// The command's exit code, or 128 + the signal that ended it (as a shell reports it).
    pub fn exit_code(&self) -> i32 {
        use std::os::unix::process::ExitStatusExt;
        self.status.code().or_else(|| self.status.signal().map(|s| 128 + s)).unwrap_or(1)
    }
}

impl fmt::Display for Measurement {
    /// One machine-readable line: `wall_s=12.345 tree_peak_mib=456.7 max_proc_peak_mib=300.1 ...`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "wall_s={:.3} tree_peak_mib={:.1} max_proc_peak_mib={:.1} max_procs={} samples={} exit={}",
            self.wall.as_secs_f64(),
            self.tree_peak_bytes as f64 / MIB,
            self.max_process_peak_bytes as f64 / MIB,
            self.max_processes,
            self.samples,
            self.exit_code()
        )
    }
}

/// Runs `command` to its end, sampling its process tree every `interval`.
pub fn measure(command: &mut Command, interval: Duration) -> Result<Measurement, BenchError> {
    let start = Instant::now();
    let mut child = command
        .spawn()
        .map_err(|source| BenchError::Spawn { command: format!("{:?}", command.get_program()), source })?;
    let root = child.id();
    let mut peak = TreeSample::default();
    let mut samples = 0;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(BenchError::Wait)? {
            break status;
        }
        let tick = Instant::now();
        let sample = match sample_tree(root) {
            Ok(sample) => sample,
            Err(error) => {
                // Leave no orphan behind: the command is stopped before reporting.
                let _ = child.kill();
                let _ = child.wait();
                return Err(error);
            }
        };
        samples += 1;
        peak.processes = peak.processes.max(sample.processes);
        peak.tree_rss_bytes = peak.tree_rss_bytes.max(sample.tree_rss_bytes);
        peak.max_process_hwm_bytes = peak.max_process_hwm_bytes.max(sample.max_process_hwm_bytes);
        thread::sleep(interval.saturating_sub(tick.elapsed()));
    };
    Ok(Measurement {
        wall: start.elapsed(),
        tree_peak_bytes: peak.tree_rss_bytes,
        max_process_peak_bytes: peak.max_process_hwm_bytes,
        max_processes: peak.processes,
        samples,
        status,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tree_of_this_process_holds_at_least_itself() {
        let sample = sample_tree(std::process::id()).unwrap();
        assert!(sample.processes >= 1);
        assert!(sample.tree_rss_bytes > 1024 * 1024, "{sample:?}");
        assert!(sample.max_process_hwm_bytes >= sample.tree_rss_bytes / sample.processes as u64, "{sample:?}");
    }

    #[test]
    fn a_vanished_root_is_an_empty_tree() {
        let mut child = Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert_eq!(sample_tree(pid).unwrap().processes, 0);
    }
}
