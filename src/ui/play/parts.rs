//! The hard level on several cores: one search sent as root-parallel parts (see
//! [`crate::ai::parallel`]) to a pool of the computer player's workers, each part's root
//! statistics gathered ([`Reply::Roots`]) and merged into the move as `boardlore think --workers`
//! merges them ([`merge_parts`]). The screen hears what it hears from a single worker: progress
//! (all parts' iterations added up, leaning as part 0 leans) and then the move, or an error.
//! Stop stops every part, and the move is merged from what they found.

use crate::think::{merge_parts, part_requests, PartAnswer, Reply, Request};
use crate::ui::browser::query;
use crate::ui::worker::Thinker;
use crate::ui::workers::{device_workers, parse_workers};
use std::cell::RefCell;
use std::rc::Rc;

/// The most workers the hard level uses unless the address asks for more (`workers=N`).
pub const DEFAULT_MAX_PARTS: usize = 4;

/// How many workers the hard level searches in: `workers=N` from the address (as the study page
/// reads it), else one per core the device reports, at most [`DEFAULT_MAX_PARTS`].
pub fn hard_workers() -> usize {
    query("workers").and_then(|text| parse_workers(&text)).unwrap_or_else(|| device_workers().min(DEFAULT_MAX_PARTS))
}

/// The search being answered: whose replies count, and what each part has said.
#[derive(Default)]
struct Gathering {
    /// The request's stamp and tag (replies to anything else are stale).
    asked: Option<(u64, Option<String>)>,
    /// Each part's latest progress: iterations done, of, and the action it leans to.
    progress: Vec<(u32, u32, Option<String>)>,
    answers: Vec<Option<PartAnswer>>,
}

impl Gathering {
    fn current(&self, at: u64, tag: &Option<String>) -> bool {
        self.asked.as_ref().is_some_and(|(a, t)| *a == at && t == tag)
    }

    /// Takes part `index`'s reply; returns what the screen should hear, if anything.
    fn hear(&mut self, index: usize, reply: Reply) -> Option<Reply> {
        match reply {
            Reply::Progress { progress, of, best, at, tag } if self.current(at, &tag) => {
                self.progress[index] = (progress, of, best);
                let done = self.progress.iter().map(|p| p.0).sum();
                let of = self.progress.iter().map(|p| p.1).sum();
                let best = self.progress[0].2.clone().or_else(|| self.progress[index].2.clone());
                Some(Reply::Progress { progress: done, of, best, at, tag })
            }
            Reply::Roots(answer) if self.current(answer.at, &answer.tag) => {
                self.answers[index] = Some(answer);
                let answers: Option<Vec<PartAnswer>> = self.answers.iter().cloned().collect();
                let merged = answers.map(|answers| merge_parts(&answers));
                if merged.is_some() {
                    self.asked = None;
                }
                merged
            }
            Reply::Error { error, at, tag } if self.current(at, &tag) => {
                self.asked = None;
                Some(Reply::Error { error, at, tag })
            }
            _ => None,
        }
    }
}

/// Workers that search one request in parts.
pub struct Parts {
    thinkers: Vec<Thinker>,
    gathering: Rc<RefCell<Gathering>>,
}

impl Parts {
    /// Starts `count` workers; `on_reply` hears the merged search as it would a single worker.
    pub fn start(count: usize, on_reply: impl Fn(Reply) + 'static) -> Result<Parts, String> {
        let gathering = Rc::new(RefCell::new(Gathering::default()));
        let on_reply = Rc::new(on_reply);
        let thinkers = (0..count.max(1))
            .map(|index| {
                let (gathering, on_reply) = (gathering.clone(), on_reply.clone());
                Thinker::start(move |reply| {
                    // The page hears after the borrow ends: it may ask again at once.
                    let heard = gathering.borrow_mut().hear(index, reply);
                    if let Some(heard) = heard {
                        on_reply(heard);
                    }
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Parts { thinkers, gathering })
    }

    /// Asks every worker for its part of `request` (replacing any search under way).
    pub fn ask(&self, request: &Request) {
        let parts = part_requests(request, self.thinkers.len() as u32);
        *self.gathering.borrow_mut() = Gathering {
            asked: Some((request.at, request.tag.clone())),
            progress: vec![(0, request.iterations, None); parts.len()],
            answers: vec![None; parts.len()],
        };
        for (thinker, part) in self.thinkers.iter().zip(&parts) {
            thinker.ask(part);
        }
    }

    /// Asks every part to answer now with what it has.
    pub fn stop(&self) {
        for thinker in &self.thinkers {
            thinker.stop();
        }
    }
}
