//! What a reviewed move did and what the better one would have done, in sentences built from the
//! events of both lines (each move, then the reply the search found for the seat that chooses
//! next): the captures each made, and the expected results the search gives them. The
//! sentences are [`Phrase`]s (`locales/*/coach.ftl`), shown in the visitor's language; their
//! JSON form ([`phrase_to_json`]) is what a review's JSON carries.

use crate::any_game::AnyGame;
use crate::engine::why::{joined, site, Join};
use crate::engine::{Arg, Event, Phrase, Seat};
use serde_json::{json, Map, Value as Json};

/// The two lines of a reviewed decision.
pub struct Lines<'a> {
    pub before: &'a AnyGame,
    pub seat: Seat,
    pub played: &'a str,
    pub reply_played: Option<&'a str>,
    pub best: &'a str,
    pub reply_best: Option<&'a str>,
    /// The mover's expected result after each move (-1..1).
    pub value_played: f64,
    pub value_best: f64,
}

/// What one move captured for one seat: counters and the sites they came from, in order.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Taken {
    pub count: u32,
    pub sites: Vec<String>,
}

impl Taken {
    /// What `events` captured for `by`, `game` being the position after them: counters taken
    /// ([`Event::Capture`]) and the counters in holes claimed ([`Event::Claim`]: a hole captured
    /// with what it holds).
    pub(crate) fn of(events: &[Event], by: Seat, game: &AnyGame) -> Taken {
        let mut taken = Taken::default();
        let mut sites = None;
        for event in events {
            let (site, count) = match *event {
                Event::Capture { site, count, by: taker } if taker == by => (site, u32::from(count)),
                Event::Claim { site, by: taker } if taker == by => {
                    let now = sites.get_or_insert_with(|| game.view().sites);
                    (site, u32::from(now[site.index()].count))
                }
                _ => continue,
            };
            if count == 0 {
                continue;
            }
            taken.count += count;
            let name = game.topology().sites[site.index()].id.clone();
            if !taken.sites.contains(&name) {
                taken.sites.push(name);
            }
        }
        taken
    }

    /// The sites as a list in words ("a3 and b4").
    pub(crate) fn sites(&self) -> Phrase {
        joined(self.sites.iter().map(|s| site(s)).collect(), Join::And).unwrap_or_else(|| site("-"))
    }
}

/// A move played from `game`, and then the reply if one is given and another seat than `seat`
/// chooses it: what each captured (the reply's for its seat), and who replied.
pub(crate) struct Line {
    pub taken: Taken,
    pub reply: Option<(Seat, String, Taken)>,
}

pub(crate) fn line(game: &AnyGame, seat: Seat, action: &str, reply: Option<&str>) -> Option<Line> {
    let mut game = game.clone();
    let mut events = Vec::new();
    game.apply_text(action, &mut events).ok()?;
    let taken = Taken::of(&events, seat, &game);
    let reply = match (reply, game.to_act()) {
        (Some(reply), crate::engine::ToAct::Seat(by)) if by != seat => {
            let mut events = Vec::new();
            game.apply_text(reply, &mut events).ok().map(|()| (by, reply.to_string(), Taken::of(&events, by, &game)))
        }
        _ => None,
    };
    Some(Line { taken, reply })
}

/// An expected result (-1..1) as an expected score in a hundred.
pub(crate) fn in_100(value: f64) -> i64 {
    ((value.clamp(-1.0, 1.0) + 1.0) * 50.0).round() as i64
}

impl Lines<'_> {
    /// The sentences: what the move played did and what followed, what the better move would
    /// have done and what would have followed, and the search's expected results for both.
    pub fn sentences(&self) -> Vec<Phrase> {
        let (Some(played), Some(best)) = (
            line(self.before, self.seat, self.played, self.reply_played),
            line(self.before, self.seat, self.best, self.reply_best),
        ) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        out.push(if played.taken.count > 0 {
            Phrase::new("coach-played-took")
                .with("seat", self.seat)
                .with("move", self.played)
                .with("count", played.taken.count)
                .with("sites", played.taken.sites())
        } else {
            Phrase::new("coach-played-quiet").with("seat", self.seat).with("move", self.played)
        });
        if let Some((by, reply, taken)) = &played.reply {
            out.push(if taken.count > 0 {
                Phrase::new("coach-reply-took")
                    .with("by", *by)
                    .with("move", reply.as_str())
                    .with("count", taken.count)
                    .with("sites", taken.sites())
            } else {
                Phrase::new("coach-reply-quiet").with("by", *by).with("move", reply.as_str())
            });
        }
        out.push(if best.taken.count > 0 {
            Phrase::new("coach-better-took")
                .with("move", self.best)
                .with("count", best.taken.count)
                .with("sites", best.taken.sites())
        } else {
            Phrase::new("coach-better-quiet").with("move", self.best)
        });
        if let Some((by, reply, taken)) = &best.reply {
            out.push(if taken.count > 0 {
                Phrase::new("coach-better-reply-took")
                    .with("by", *by)
                    .with("move", reply.as_str())
                    .with("count", taken.count)
                    .with("sites", taken.sites())
            } else {
                Phrase::new("coach-better-reply-quiet").with("by", *by).with("move", reply.as_str())
            });
        }
        out.push(
            Phrase::new("coach-expected")
                .with("seat", self.seat)
                .with("move", self.played)
                .with("played", in_100(self.value_played))
                .with("better", self.best)
                .with("best", in_100(self.value_best)),
        );
        out
    }
}

/// A phrase as JSON: `{"id": ID, "args": {NAME: VALUE}}`, a value being a number, a text,
/// `{"seat": N}` or a phrase.
pub fn phrase_to_json(phrase: &Phrase) -> Json {
    let args: Map<String, Json> = phrase
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                Arg::Number(n) => json!(n),
                Arg::Text(text) => json!(text),
                Arg::Seat(seat) => json!({ "seat": seat.index() }),
                Arg::Phrase(inner) => phrase_to_json(inner),
            };
            (name.to_string(), value)
        })
        .collect();
    json!({ "id": phrase.id, "args": args })
}

/// The argument names the review's phrases use (a phrase's argument names are static).
const NAMES: &[&str] = &["seat", "move", "count", "sites", "by", "played", "better", "best", "a", "b", "site"];

/// Reads a phrase written by [`phrase_to_json`]; `None` for anything else.
pub fn phrase_from_json(json: &Json) -> Option<Phrase> {
    let mut phrase = Phrase::new(json.get("id")?.as_str()?);
    for (name, value) in json.get("args")?.as_object()? {
        let name: &'static str = NAMES.iter().find(|n| **n == name)?;
        let arg = match value {
            Json::Number(n) => Arg::Number(n.as_i64()?),
            Json::String(text) => Arg::Text(text.clone()),
            Json::Object(object) if object.contains_key("seat") => {
                Arg::Seat(Seat::new(u8::try_from(object.get("seat")?.as_u64()?).ok()?))
            }
            Json::Object(_) => Arg::Phrase(Box::new(phrase_from_json(value)?)),
            _ => return None,
        };
        phrase.args.push((name, arg));
    }
    Some(phrase)
}
