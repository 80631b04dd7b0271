//! The computer player: Monte Carlo tree search over the decision-level game API, for every game.
//!
//! * More than two seats: every node keeps the mean return of each seat, and the seat to act at a
//!   node picks the child that is best for itself (no negamax).
//! * Chance (dice): a chance node samples its outcome by probability on every visit and keeps a
//!   child per outcome seen.
//! * Several decisions in a row by the same seat are simply consecutive tree levels; a position
//!   with one legal action is passed through, and at the root it is answered without searching.
//! * Long games: a playout stops after [`PLAYOUT_LIMIT`] actions and is scored by
//!   [`Game::evaluate`].
//! * Seeded: the same position, seed and budget always give the same action, whether the
//!   [`Search`] runs at once or in parts (the app's worker reports progress between parts and
//!   can be stopped; see the `think` module above).
//! * Levels ([`Level`]): easy is a short search that plays a random legal action every other
//!   decision; medium and hard are longer searches.
//! * Root-parallel ([`parallel`]): a decision can be searched in several independent parts
//!   whose root statistics are added up (the app's hard level, on several cores).

pub mod parallel;

use crate::engine::{random_action, Game, NoEvents, Rng, ToAct};
use std::fmt;

/// A playout stops after this many actions and is scored by [`Game::evaluate`].
pub const PLAYOUT_LIMIT: usize = 200;
/// The exploration constant of UCT (returns lie in -1..=1).
const EXPLORATION: f64 = 1.4;

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Uniformly random legal actions.
    Random,
    /// A short search that plays a random action every other decision: beatable by beginners.
    Easy,
    /// A medium search.
    Medium,
    /// A long search: about a second of thinking in the browser, in every game
    /// ([`Game::HARD_ITERATIONS`]).
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// Search iterations per decision in `G` (0 for random play).
    pub fn iterations<G: Game>(self) -> u32 {
        self.iterations_given(G::HARD_ITERATIONS)
    }

    /// Search iterations per decision in a game whose hard level searches `hard` iterations.
    pub(crate) fn iterations_given(self, hard: u32) -> u32 {
        match self {
            Level::Random => 0,
            Level::Easy => 40,
            Level::Medium => 600,
            Level::Hard => hard,
        }
    }

    /// The level's name, as the CLI and URLs spell it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// How often the level plays a random legal action instead of its search's choice: every
    /// other decision for easy, so that a beginner can beat it; never for the others.
    pub fn blunder_rate(self) -> f64 {
        match self {
            Level::Easy => 0.5,
            _ => 0.0,
        }
    }

    /// The level called `name`.
    pub fn parse(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

struct Node<A> {
    /// The action that led here from the parent.
    action: Option<A>,
    parent: Option<usize>,
    children: Vec<usize>,
    /// Legal actions (or, at chance nodes, nothing: outcomes are sampled) not yet expanded.
    untried: Vec<A>,
    visits: u32,
    /// Sum of each seat's return over the visits.
    totals: Vec<f64>,
    to_act: ToAct,
}

/// Chooses an action for whoever acts in `game`, at `level`, from `seed`: a search of the level's
/// budget, or now and then (see [`Level::blunder_rate`]) a random legal action. `None` when the
/// game is over or chance acts.
pub fn choose<G: Game>(game: &G, level: Level, seed: u64) -> Option<G::Action> {
    if blunders(level.blunder_rate(), seed) {
        let ToAct::Seat(_) = game.to_act() else { return None };
        return random_action(game, &mut Rng::new(seed), &mut Vec::new());
    }
    search(game, level.iterations::<G>(), seed).map(|(action, _)| action)
}

/// Whether a decision made from `seed` at blunder rate `rate` is a random one (the same answer
/// natively and in the app's worker).
pub fn blunders(rate: f64, seed: u64) -> bool {
    rate > 0.0 && Rng::new(seed ^ 0xB1D0_5EED).unit() < rate
}

/// Runs `iterations` of MCTS from `game` and returns the most visited root action with its visit
/// count (a random action for 0 iterations, the only one when there is one).
pub fn search<G: Game>(game: &G, iterations: u32, seed: u64) -> Option<(G::Action, u32)> {
    let mut search = Search::new(game, seed)?;
    search.run(iterations);
    search.best()
}

/// A search in progress, which can be run a few iterations at a time (to report progress, or
/// to be stopped): running it in parts gives exactly what running it at once gives.
pub struct Search<G: Game> {
    game: G,
    nodes: Vec<Node<G::Action>>,
    rng: Rng,
    buffer: Vec<G::Action>,
    seats: usize,
    iterations: u32,
    /// The answer without search: the only legal action, or a random one.
    fallback: Option<G::Action>,
    /// Whether searching can change the answer (more than one legal action).
    open: bool,
    /// Each seat's summed squared return over the root's playouts (see [`Search::estimate`]).
    squares: Vec<f64>,
}

/// What a search says of its root position: each seat's mean return over the playouts through
/// it (-1 a loss to 1 a win) and the variance of those returns, from `playouts` playouts.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Estimate {
    pub means: Vec<f64>,
    pub variances: Vec<f64>,
    pub playouts: u32,
}

impl<G: Game> Search<G> {
    /// A search from `game` with randomness from `seed`; `None` unless a seat acts.
    pub fn new(game: &G, seed: u64) -> Option<Search<G>> {
        let ToAct::Seat(_) = game.to_act() else { return None };
        let rng = Rng::new(seed);
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        let fallback = rng.clone().choose(&legal).copied();
        let seats = game.seat_count();
        Some(Search {
            game: game.clone(),
            // A secret choice (a finger throw made in turn on one device) is not searched: the
            // position shows what the other seat chose, which the computer must not use.
            open: legal.len() > 1 && !game.secret_choice(),
            nodes: vec![Node {
                action: None,
                parent: None,
                children: Vec::new(),
                untried: legal,
                visits: 0,
                totals: vec![0.0; seats],
                to_act: game.to_act(),
            }],
            rng,
            buffer: Vec::new(),
            seats,
            iterations: 0,
            fallback,
            squares: vec![0.0; seats],
        })
    }

    /// A search that judges `game` rather than choosing in it: from any position where the game
    /// goes on, chance to act included (its outcomes are sampled by probability on every visit,
    /// so the position is judged against every throw it could meet), and searched even when
    /// there is only one action or the choice is secret. Its [`Search::estimate`] is what it
    /// expects for each seat; `None` when the game is over.
    pub fn judging(game: &G, seed: u64) -> Option<Search<G>> {
        if game.to_act() == ToAct::Over {
            return None;
        }
        let seats = game.seat_count();
        let mut untried = Vec::new();
        if let ToAct::Seat(_) = game.to_act() {
            game.legal_actions(&mut untried);
        }
        Some(Search {
            game: game.clone(),
            open: true,
            nodes: vec![Node {
                action: None,
                parent: None,
                children: Vec::new(),
                untried,
                visits: 0,
                totals: vec![0.0; seats],
                to_act: game.to_act(),
            }],
            rng: Rng::new(seed),
            buffer: Vec::new(),
            seats,
            iterations: 0,
            fallback: None,
            squares: vec![0.0; seats],
        })
    }

    /// Each seat's mean return over the playouts through the root and their variance: what the
    /// search expects of its root position (all zero before any search).
    pub fn estimate(&self) -> Estimate {
        let root = &self.nodes[0];
        let n = f64::from(root.visits.max(1));
        let means: Vec<f64> = root.totals.iter().map(|total| total / n).collect();
        let variances = self.squares.iter().zip(&means).map(|(square, mean)| (square / n - mean * mean).max(0.0));
        Estimate { variances: variances.collect(), means, playouts: root.visits }
    }

    /// Whether searching can change the answer: false when there is only one legal action, or
    /// when the choice is secret (then the answer is a random one).
    pub fn open(&self) -> bool {
        self.open
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Runs `iterations` more iterations (none when there is nothing to choose).
    pub fn run(&mut self, iterations: u32) {
        if self.open {
            for _ in 0..iterations {
                self.iterate();
            }
            self.iterations += iterations;
        }
    }

    /// The most visited root action and its visits, or the answer without search.
    pub fn best(&self) -> Option<(G::Action, u32)> {
        self.nodes[0]
            .children
            .iter()
            .max_by_key(|&&c| self.nodes[c].visits)
            .map(|&c| (self.nodes[c].action.expect("children have actions"), self.nodes[c].visits))
            .or(self.fallback.map(|a| (a, 0)))
    }

    /// Each root action searched, with its playouts and the mean return of the seat to act after
    /// it (-1 a loss to 1 a win), most played first; empty before any search.
    pub fn candidates(&self) -> Vec<(G::Action, u32, f64)> {
        let ToAct::Seat(seat) = self.nodes[0].to_act else { return Vec::new() };
        let mut out: Vec<(G::Action, u32, f64)> = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c])
            .filter(|node| node.visits > 0)
            .map(|node| {
                let mean = node.totals[seat.index()] / f64::from(node.visits);
                (node.action.expect("children have actions"), node.visits, mean)
            })
            .collect();
        out.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
        out
    }

    fn iterate(&mut self) {
        let Search { game, nodes, rng, buffer, seats, squares, .. } = self;
        let seats = *seats;
        let mut state = game.clone();
        let mut at = 0;
        // Selection and expansion.
        loop {
            match nodes[at].to_act {
                ToAct::Over => break,
                ToAct::Chance => {
                    let outcome = random_action(&state, rng, buffer).expect("chance has outcomes");
                    state.apply_legal(outcome, &mut NoEvents);
                    match nodes[at].children.iter().copied().find(|&c| nodes[c].action == Some(outcome)) {
                        Some(child) => at = child,
                        None => {
                            at = add_child(nodes, at, outcome, &state, buffer, seats);
                            break;
                        }
                    }
                }
                ToAct::Seat(seat) => {
                    if !nodes[at].untried.is_empty() {
                        let pick = rng.below(nodes[at].untried.len() as u32) as usize;
                        let action = nodes[at].untried.swap_remove(pick);
                        state.apply_legal(action, &mut NoEvents);
                        at = add_child(nodes, at, action, &state, buffer, seats);
                        break;
                    }
                    let parent_visits = f64::from(nodes[at].visits.max(1)).ln();
                    let best = nodes[at]
                        .children
                        .iter()
                        .copied()
                        .max_by(|&a, &b| {
                            uct(&nodes[a], seat.index(), parent_visits).total_cmp(&uct(
                                &nodes[b],
                                seat.index(),
                                parent_visits,
                            ))
                        })
                        .expect("a node without untried actions has children");
                    let action = nodes[best].action.expect("children have actions");
                    state.apply_legal(action, &mut NoEvents);
                    at = best;
                }
            }
        }
        // Playout.
        let mut steps = 0;
        while steps < PLAYOUT_LIMIT {
            let Some(action) = random_action(&state, rng, buffer) else { break };
            state.apply_legal(action, &mut NoEvents);
            steps += 1;
        }
        let value = if state.to_act() == ToAct::Over { state.returns() } else { state.evaluate() };
        for (square, v) in squares.iter_mut().zip(&value) {
            *square += v * v;
        }
        // Backpropagation.
        let mut node = Some(at);
        while let Some(i) = node {
            nodes[i].visits += 1;
            for (total, v) in nodes[i].totals.iter_mut().zip(&value) {
                *total += v;
            }
            node = nodes[i].parent;
        }
    }
}

fn add_child<G: Game>(
    nodes: &mut Vec<Node<G::Action>>,
    parent: usize,
    action: G::Action,
    state: &G,
    buffer: &mut Vec<G::Action>,
    seats: usize,
) -> usize {
    let to_act = state.to_act();
    let untried = match to_act {
        ToAct::Seat(_) => {
            state.legal_actions(buffer);
            buffer.clone()
        }
        _ => Vec::new(),
    };
    nodes.push(Node {
        action: Some(action),
        parent: Some(parent),
        children: Vec::new(),
        untried,
        visits: 0,
        totals: vec![0.0; seats],
        to_act,
    });
    let child = nodes.len() - 1;
    nodes[parent].children.push(child);
    child
}

fn uct<A>(node: &Node<A>, seat: usize, ln_parent: f64) -> f64 {
    let visits = f64::from(node.visits.max(1));
    node.totals[seat] / visits + EXPLORATION * (ln_parent / visits).sqrt()
}

/// A [`Search`] of any game, answering in text notation (what `AnyGame` hands
/// out).
pub trait Thinking {
    /// Runs `iterations` more iterations.
    fn run(&mut self, iterations: u32);
    /// Iterations run so far.
    fn iterations(&self) -> u32;
    /// Whether searching can change the answer.
    fn open(&self) -> bool;
    /// The action it would play now, in text notation.
    fn best(&self) -> Option<String>;
    /// The root actions searched, most played first (see [`Search::candidates`]).
    fn candidates(&self) -> Vec<Candidate>;
    /// What the search expects of its root position (see [`Search::estimate`]).
    fn estimate(&self) -> Estimate;
}

/// A root action of a search, for showing what the computer considered.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Candidate {
    /// The action in text notation.
    pub action: String,
    /// Playouts (search iterations) that went through it.
    pub playouts: u32,
    /// The mean return of the seat to act after it, from -1 (a loss) to 1 (a win).
    pub mean: f64,
}

impl<G: Game> Thinking for Search<G> {
    fn run(&mut self, iterations: u32) {
        Search::run(self, iterations);
    }
    fn iterations(&self) -> u32 {
        Search::iterations(self)
    }
    fn open(&self) -> bool {
        Search::open(self)
    }
    fn best(&self) -> Option<String> {
        Search::best(self).map(|(action, _)| self.game.action_text(action))
    }
    fn candidates(&self) -> Vec<Candidate> {
        Search::candidates(self)
            .into_iter()
            .map(|(action, playouts, mean)| Candidate { action: self.game.action_text(action), playouts, mean })
            .collect()
    }
    fn estimate(&self) -> Estimate {
        Search::estimate(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{EventSink, Phrase, Seat, Site, SiteView, Topology};
    use crate::games::dongjintian::{Dongjintian, DongjintianAction, DongjintianRules};
    use crate::games::leyla::{Leyla, LeylaRules};
    use std::sync::OnceLock;

    /// The pile game's only refusal.
    #[derive(Clone, Debug, PartialEq)]
    struct Refused;

    impl std::fmt::Display for Refused {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("refused")
        }
    }

    impl std::error::Error for Refused {}

    impl crate::engine::Phrased for Refused {
        fn phrase(&self) -> crate::engine::Phrase {
            crate::engine::Phrase::new("refused")
        }
    }

    /// A small constructed game: `seats` players take turns removing one or two counters from a
    /// pile; whoever takes the last one wins (the others lose).
    #[derive(Clone, Debug)]
    struct Pile {
        left: u8,
        mover: u8,
        seats: u8,
        winner: Option<u8>,
    }

    impl Game for Pile {
        type Action = u8;
        type Error = Refused;
        fn topology(&self) -> &'static Topology {
            static EMPTY: OnceLock<Topology> = OnceLock::new();
            EMPTY.get_or_init(|| Topology {
                name: "pile",
                sites: Vec::new(),
                tracks: Vec::new(),
                width: 1.0,
                height: 1.0,
                labels: Vec::new(),
            })
        }
        fn seat_count(&self) -> usize {
            usize::from(self.seats)
        }
        fn to_act(&self) -> ToAct {
            if self.winner.is_some() {
                ToAct::Over
            } else {
                ToAct::Seat(Seat::new(self.mover))
            }
        }
        fn legal_actions(&self, out: &mut Vec<u8>) {
            out.clear();
            if self.winner.is_none() {
                out.extend((1..=2).filter(|&n| n <= self.left));
            }
        }
        fn apply_with(&mut self, take: u8, _: &mut impl EventSink) -> Result<(), Refused> {
            self.left -= take;
            if self.left == 0 {
                self.winner = Some(self.mover);
            }
            self.mover = (self.mover + 1) % self.seats;
            Ok(())
        }
        fn returns(&self) -> Vec<f64> {
            let losers = f64::from(self.seats - 1);
            (0..self.seats)
                .map(|s| match self.winner {
                    Some(w) if w == s => 1.0,
                    Some(_) => -1.0 / losers,
                    None => 0.0,
                })
                .collect()
        }
        fn scores(&self) -> Vec<u32> {
            vec![0; usize::from(self.seats)]
        }
        fn action_text(&self, take: u8) -> String {
            take.to_string()
        }
        fn action_site(&self, _: u8) -> Option<Site> {
            None
        }
        fn parse_action(&self, text: &str) -> Result<u8, Refused> {
            text.parse().map_err(|_| Refused)
        }
        fn sites(&self) -> Vec<SiteView> {
            Vec::new()
        }
        fn status_phrase(&self) -> Phrase {
            Phrase::new("status-in-english").with("text", format!("{} left", self.left))
        }
    }

    #[test]
    fn it_takes_an_immediate_win() {
        for seats in [2, 3] {
            let game = Pile { left: 2, mover: 0, seats, winner: None };
            for seed in 0..10 {
                assert_eq!(
                    search(&game, Level::Easy.iterations::<Pile>(), seed).map(|(a, _)| a),
                    Some(2),
                    "{seats} seats, seed {seed}"
                );
            }
        }
    }

    #[test]
    fn it_avoids_an_immediate_loss() {
        // Four left: taking two hands the opponent the last two; taking one leaves three, a
        // lost position for the opponent.
        let game = Pile { left: 4, mover: 0, seats: 2, winner: None };
        for seed in 0..10 {
            assert_eq!(choose(&game, Level::Medium, seed), Some(1), "seed {seed}");
        }
    }

    #[test]
    fn it_takes_a_large_capture_in_dongjintian() {
        // South: a1's one counter steered East falls in b1; c1 is empty, so d1's thirty are
        // captured. Picking a1, then East, is the capture.
        let mut counts = [0u16; 20];
        counts[0] = 1;
        counts[3] = 30;
        counts[19] = 2;
        let game = Dongjintian::from_counts(counts, Seat::new(0), DongjintianRules::default());
        let pick = choose(&game, Level::Medium, 3).unwrap();
        assert_eq!(pick, DongjintianAction::Pick(Site(0)));
        let mut steering = game.clone();
        steering.apply(pick).unwrap();
        let step = choose(&steering, Level::Medium, 3).unwrap();
        steering.apply(step).unwrap();
        assert_eq!(steering.captured()[0], 30);
    }

    #[test]
    fn the_same_seed_and_budget_give_the_same_action() {
        let game = Leyla::new(LeylaRules::default());
        let a = search(&game, 300, 42);
        assert_eq!(a, search(&game, 300, 42));
        assert!(a.is_some_and(|(_, visits)| visits > 0));
    }

    #[test]
    fn a_single_legal_action_is_returned_without_search() {
        let rules = LeylaRules { single_round: true, ..LeylaRules::default() };
        let game = Leyla::from_diagram("1 0 0 0 0 0\n0 0 0 0 0 2", Seat::FIRST, [0, 0], rules).unwrap();
        assert_eq!(search(&game, 10_000, 1).map(|(_, visits)| visits), Some(0));
    }

    #[test]
    fn a_secret_finger_throw_is_random_whatever_the_other_seat_showed() {
        use crate::games::ceelko::{Ceelko, CeelkoRules};
        let mut game = Ceelko::new(CeelkoRules::default());
        assert!(game.secret_choice());
        let south = game.parse_action("index").unwrap();
        game.apply(south).unwrap();
        assert!(game.secret_choice(), "North chooses unseen too");
        let picks: std::collections::HashSet<String> =
            (0..40).filter_map(|seed| search(&game, 2_000, seed)).map(|(a, _)| game.action_text(a)).collect();
        assert!(picks.len() >= 2, "not always the finger that beats South's: {picks:?}");
        assert_eq!(search(&game, 2_000, 5).map(|(_, visits)| visits), Some(0), "no search");
    }

    #[test]
    fn levels_have_names_and_grow() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.name()), Some(level));
        }
        fn grow<G: Game>() {
            let budgets: Vec<u32> = Level::ALL.into_iter().map(Level::iterations::<G>).collect();
            assert!(budgets.windows(2).all(|w| w[0] < w[1]), "{budgets:?}");
        }
        grow::<Pile>();
        grow::<crate::games::leyla::Leyla>();
        grow::<crate::games::ceelko::Ceelko>();
        grow::<crate::games::dongjintian::Dongjintian>();
        grow::<crate::games::piprjall::Piprjall>();
    }

    #[test]
    fn easy_blunders_about_every_other_decision_and_the_others_never() {
        let blundered = (0..3_000).filter(|&seed| blunders(Level::Easy.blunder_rate(), seed)).count();
        assert!((1_400..1_600).contains(&blundered), "{blundered} of 3000");
        assert!((0..3_000).all(|seed| !blunders(Level::Hard.blunder_rate(), seed)));
        // A blunder is still a legal action.
        let game = Leyla::new(LeylaRules::default());
        let seed = (0..100).find(|&s| blunders(Level::Easy.blunder_rate(), s)).expect("some seed blunders");
        let pick = choose(&game, Level::Easy, seed).expect("an action");
        let mut legal = Vec::new();
        game.legal_actions(&mut legal);
        assert!(legal.contains(&pick));
    }
}
