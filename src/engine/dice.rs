//! The dice of a throw as a board shows them: each die's face and whether it has been played.

/// One die of the throw being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Die {
    /// The face it shows, 1 to 6.
    pub value: u8,
    /// Whether its step has been played.
    pub used: bool,
}
