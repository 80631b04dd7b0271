//! The classes a review gives a decision, from the drop in the mover's expected result between
//! the best move and the move played, on the search's scale of results (-1 a loss, 0 a draw, 1 a
//! win: a drop of 0.1 is five points of expected score in a hundred). The thresholds follow
//! lichess, which classes a move by its loss of "winning chances" on the same -1..1 scale
//! (inaccuracy from 0.1, mistake from 0.2, blunder from 0.3); see `docs/research.md` for why
//! these and not gnubg's equity thresholds. A drop the search cannot tell from nothing (see
//! [`separable`]), or one below [`NEGLIGIBLE`], is no drop: the move is "about equal" to the
//! best and classed best.

use serde::{Deserialize, Serialize};

/// A drop below this is no error: the move is about equal to the best, whatever the search can
/// separate. gnubg's first threshold ("doubtful", 0.04 in equity); below it two seeds of the
/// search often disagree on which of two moves is ahead.
pub const NEGLIGIBLE: f64 = 0.04;
/// A drop from [`NEGLIGIBLE`] to below this is still a good move.
pub const INACCURACY: f64 = 0.10;
/// A drop from this is a mistake (lichess: 0.2 in winning chances).
pub const MISTAKE: f64 = 0.20;
/// A drop from this is a blunder (lichess: 0.3 in winning chances): about fifteen points of
/// expected score in a hundred thrown away.
pub const BLUNDER: f64 = 0.30;
/// How many standard errors apart two estimates must be for the search to separate them: the
/// two-sided 95% level of a normal distribution.
pub const Z95: f64 = 1.96;

/// A decision's class, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Class {
    /// The search's best move, or one it cannot separate from it.
    Best,
    /// A drop the search can see, from [`NEGLIGIBLE`] to below [`INACCURACY`].
    Good,
    /// A drop from [`INACCURACY`] to below [`MISTAKE`].
    Inaccuracy,
    /// A drop from [`MISTAKE`] to below [`BLUNDER`].
    Mistake,
    /// A drop of [`BLUNDER`] or more.
    Blunder,
}

impl Class {
    /// Every class, best first.
    pub const ALL: [Class; 5] = [Class::Best, Class::Good, Class::Inaccuracy, Class::Mistake, Class::Blunder];

    /// Its name, as the JSON, the command line and the messages (`coach-class`) spell it.
    pub fn name(self) -> &'static str {
        match self {
            Class::Best => "best",
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The class of a drop the search can separate from nothing.
    pub fn of_drop(drop: f64) -> Class {
        if drop >= BLUNDER {
            Class::Blunder
        } else if drop >= MISTAKE {
            Class::Mistake
        } else if drop >= INACCURACY {
            Class::Inaccuracy
        } else if drop >= NEGLIGIBLE {
            Class::Good
        } else {
            Class::Best
        }
    }
}

/// An estimate of a mover's expected result: the mean of `playouts` returns with this variance.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Value {
    pub mean: f64,
    pub variance: f64,
    pub playouts: u32,
}

impl Value {
    /// A result known exactly (the game is over).
    pub fn exact(mean: f64) -> Value {
        Value { mean, variance: 0.0, playouts: u32::MAX }
    }

    /// The variance of the mean (its standard error squared).
    fn error2(&self) -> f64 {
        self.variance / f64::from(self.playouts.max(1))
    }
}

/// Half the width of the 95% interval of `best.mean - played.mean` (normal approximation of
/// two independent means; the playouts of one search are taken as independent draws).
pub fn margin(best: Value, played: Value) -> f64 {
    Z95 * (best.error2() + played.error2()).sqrt()
}

/// Whether the search can tell `played` from `best`: the drop exceeds its 95% margin.
pub fn separable(best: Value, played: Value) -> bool {
    best.mean - played.mean > margin(best, played)
}

/// The class of playing the move judged `played` where the best is judged `best`: best when
/// the search cannot separate them, else by the drop.
pub fn classify(best: Value, played: Value) -> Class {
    if separable(best, played) {
        Class::of_drop(best.mean - played.mean)
    } else {
        Class::Best
    }
}

/// A move's accuracy in percent, lichess's formula on the drop in winning percentage
/// (`50 * drop` on the -1..1 scale): 100 for no drop, about 65 for a drop of 0.2, about 27 for
/// 0.6.
pub fn accuracy(drop: f64) -> f64 {
    let loss = 50.0 * drop.max(0.0);
    (103.1668 * (-0.04354 * loss).exp() - 3.1669).clamp(0.0, 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(mean: f64, playouts: u32) -> Value {
        Value { mean, variance: 0.5, playouts }
    }

    #[test]
    fn drops_are_classed_by_the_published_thresholds() {
        let classes: Vec<Class> = [0.0, 0.03, 0.05, 0.1, 0.19, 0.2, 0.29, 0.3, 1.5].map(Class::of_drop).to_vec();
        use Class::*;
        assert_eq!(classes, [Best, Best, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Blunder, Blunder]);
        assert!(Class::ALL.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn what_the_search_cannot_separate_is_about_equal() {
        // 0.4 apart on 20 playouts each: the margin is about 0.44.
        assert_eq!(classify(value(0.2, 20), value(-0.2, 20)), Class::Best);
        // The same drop on 5000 playouts each: a blunder.
        assert_eq!(classify(value(0.2, 5_000), value(-0.2, 5_000)), Class::Blunder);
        // A move judged better than the best is the best.
        assert_eq!(classify(value(0.0, 5_000), value(0.3, 5_000)), Class::Best);
        // Exact results are always separable.
        assert_eq!(classify(Value::exact(1.0), Value::exact(0.85)), Class::Inaccuracy);
    }

    #[test]
    fn accuracy_falls_with_the_drop() {
        assert!((accuracy(0.0) - 100.0).abs() < 1e-3);
        assert!((accuracy(-0.3) - 100.0).abs() < 1e-3);
        let points = [0.05, 0.1, 0.2, 0.6, 2.0].map(accuracy);
        assert!(points.windows(2).all(|w| w[0] > w[1]), "{points:?}");
        assert!((60.0..70.0).contains(&points[2]), "{points:?}");
        assert!(points[4] >= 0.0);
    }
}
