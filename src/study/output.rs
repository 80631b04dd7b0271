//! A study's rows as CSV (RFC 4180, a header line first) and as JSON Lines (one object a line),
//! with the same columns in the same order: see [`COLUMNS`]. In CSV, lists (levels, winners,
//! losers, returns, captures by seat) are joined with `;` and the rules are a JSON cell.

use super::measures::NUMBERS;
use super::Row;
use serde_json::{json, Value};

/// The columns of a row, in order.
pub const COLUMNS: [&str; 27] = [
    "game_id",
    "setting",
    "rules",
    "seats",
    "game",
    "seed",
    "winners",
    "losers",
    "draw",
    "returns",
    "actions",
    "moves",
    "turns",
    "rounds",
    "captures",
    "captured",
    NUMBERS[0],
    NUMBERS[1],
    NUMBERS[2],
    NUMBERS[3],
    NUMBERS[4],
    NUMBERS[5],
    NUMBERS[6],
    NUMBERS[7],
    NUMBERS[8],
    NUMBERS[9],
    NUMBERS[10],
];

/// The row's values, in the order of [`COLUMNS`].
fn values(row: &Row) -> Vec<Value> {
    let m = &row.outcome.measures;
    let mut values = vec![
        json!(row.game_id),
        json!(row.setting),
        row.setting_json["rules"].clone(),
        json!(row.seats.iter().map(|l| l.name()).collect::<Vec<_>>()),
        json!(row.game),
        json!(row.seed),
        json!(row.outcome.winners),
        json!(row.outcome.losers),
        json!(row.outcome.draw),
        json!(row.outcome.returns),
        json!(row.outcome.actions),
        json!(row.outcome.moves),
        json!(m.turns),
        json!(m.rounds),
        json!(m.captures),
        json!(m.captured),
    ];
    values.extend(m.numbers().iter().map(|&n| json!(n)));
    values
}

/// The row as one line of JSON (without the line end), its keys in the order of [`COLUMNS`].
pub fn jsonl(row: &Row) -> String {
    let fields: Vec<String> = COLUMNS.iter().zip(values(row)).map(|(c, v)| format!("{}:{v}", json!(c))).collect();
    format!("{{{}}}", fields.join(","))
}

/// The CSV header line (without the line end).
pub fn csv_header() -> String {
    COLUMNS.join(",")
}

/// The row as one CSV line (without the line end).
pub fn csv(row: &Row) -> String {
    values(row).iter().map(csv_cell).collect::<Vec<_>>().join(",")
}

fn csv_cell(value: &Value) -> String {
    let text = match value {
        Value::String(s) => s.clone(),
        Value::Array(items) => {
            items.iter().map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string)).collect::<Vec<_>>().join(";")
        }
        other => other.to_string(),
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}
