//! The games, one module per ruleset family. Each opens with its rules and sources, implements
//! [`crate::engine::Game`], and describes itself in an `INFO` ([`crate::engine::GameInfo`]);
//! the `catalogue` module above them lists them.

pub mod ceelko;
pub mod dongjintian;
pub mod leyla;
pub mod piprjall;
pub(crate) mod testkit;
