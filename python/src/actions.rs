//! Every action a game's seats or its chance can take, in one fixed order per game and rule
//! options: the integer action ids of game-AI frameworks (OpenSpiel's `num_distinct_actions` and
//! `max_chance_outcomes`). Built from the board's site ids and each game's notation
//! (`docs/records.md`, "The notation"); an action of the engine missing here is an error the
//! Python side names, and the test suite plays every rule option to look for one.

use boardlore_core::any_game::AnyGame;
use boardlore_core::engine::SiteKind;

/// The ids of the board's sites of `kinds`, in topology order.
fn sites(game: &AnyGame, kinds: &[SiteKind]) -> Vec<String> {
    game.topology().sites.iter().filter(|s| kinds.contains(&s.kind)).map(|s| s.id.clone()).collect()
}

/// Counters and pieces in the whole game: on the board and held off it, at the start.
fn pieces(game: &AnyGame) -> usize {
    let view = game.view();
    let board: usize = view.sites.iter().map(|s| usize::from(s.count)).sum();
    let held: usize = view.standing.map_or(0, |s| s.reserves.iter().map(|&r| r as usize).sum());
    board + held
}

/// Every action the seats of `game` (game `id`, started with its rules) can ever play.
pub fn seat_actions(id: &str, game: &AnyGame) -> Vec<String> {
    let holes = sites(game, &[SiteKind::Hole]);
    let mut actions: Vec<String> = Vec::new();
    match id {
        // A hole sown from; the loan between rounds; the holes chosen to fill.
        "leyla" => {
            actions.extend(holes.iter().cloned());
            actions.extend(["lend", "keep"].map(String::from));
            actions.extend(holes.iter().map(|h| format!("fill:{h}")));
        }
        // A hole and a direction; where a large stone drops (its number among the stones
        // lifted, from 1); the finger throw; huelshe (from free hole N of the sector) or not;
        // ending the round; buying and selling holes between rounds.
        "ceelkoqyuqkoqiji" => {
            for hole in &holes {
                actions.push(format!("{hole}+"));
                actions.push(format!("{hole}-"));
            }
            actions.extend((1..=pieces(game) + 2).map(|n| format!("p{n}")));
            actions.extend(["index", "thumb", "little", "huelshe"].map(String::from));
            actions.extend((0..holes.len()).map(|n| format!("huelshe@{n}")));
            actions.extend(["decline", "propose", "accept", "refuse", "nobuy"].map(String::from));
            actions.extend(holes.iter().map(|h| format!("buy:{h}")));
            actions.extend(holes.iter().map(|h| format!("sell:{h}")));
        }
        // The hole lifted, then one step per counter.
        "dongjintian" => {
            actions.extend(holes.iter().cloned());
            actions.extend(["N", "E", "S", "W"].map(String::from));
        }
        // A piece moved from a point or a bar by one die.
        "piprjall" => {
            for site in sites(game, &[SiteKind::Point, SiteKind::Bar]) {
                actions.extend((1..=6).map(|die| format!("{site}:{die}")));
            }
        }
        _ => {}
    }
    actions
}

/// Every chance outcome of `game` (game `id`): Piprjall's throws of two dice, the larger first.
pub fn chance_actions(id: &str) -> Vec<String> {
    match id {
        "piprjall" => (1..=6).flat_map(|a| (1..=a).map(move |b| format!("roll:{a}-{b}"))).collect(),
        _ => Vec::new(),
    }
}
