//! A progress bar on standard error for long runs (studies, soaks, arenas): drawn only once a run
//! has taken a second, only when standard error is a terminal, and never with `--quiet`.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// How long a run goes before its bar appears.
const QUIET_FOR: Duration = Duration::from_secs(1);

pub struct Progress {
    bar: Option<ProgressBar>,
    started: Instant,
    shown: bool,
}

impl Progress {
    /// A bar for `total` units of `what` (games), hidden if `quiet` or standard error is no terminal.
    pub fn new(total: u64, what: &str, quiet: bool) -> Progress {
        let bar = (!quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
            let template = format!(
                "{{elapsed_precise}} [{{wide_bar}}] {{human_pos}}/{{human_len}} {what} ({{per_sec}}, {{eta}} left)"
            );
            if let Ok(style) = ProgressStyle::with_template(&template) {
                bar.set_style(style.progress_chars("=> "));
            }
            bar
        });
        Progress { bar, started: Instant::now(), shown: false }
    }

    /// `n` more done.
    pub fn add(&mut self, n: u64) {
        let Some(bar) = &self.bar else { return };
        bar.inc(n);
        if !self.shown && self.started.elapsed() >= QUIET_FOR {
            bar.set_draw_target(ProgressDrawTarget::stderr());
            bar.enable_steady_tick(Duration::from_millis(200));
            self.shown = true;
        }
    }

    /// Writes a line to standard error above the bar; a closed standard error is no reason to stop.
    pub fn note(&self, line: &str) {
        match &self.bar {
            Some(bar) if self.shown => bar.suspend(|| super::note(line)),
            _ => super::note(line),
        }
    }

    /// Takes the bar away.
    pub fn finish(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
