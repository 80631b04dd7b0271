//! A study's rows as CSV (RFC 4180, a header line first) and as JSON Lines (one object a line),
//! with the same columns in the same order: see [`COLUMNS`]. In CSV, lists (levels, winners,
//! losers, returns, captures by seat) are joined with `;` and the rules are a JSON cell.
//! [`read_csv`] and [`read_jsonl`] read a row back from either line (to merge a study's shards).

use super::measures::{Measures, NUMBERS};
use super::{Outcome, Row};
use crate::ai::Level;
use serde_json::{json, Map, Value};

/// The columns of a row, in order.
pub const COLUMNS: [&str; 29] = [
    "game_id",
    "setting",
    "rules",
    "seats",
    "game",
    "seed",
    "winners",
    "losers",
    "draw",
    "timeout",
    "returns",
    "actions",
    "moves",
    "legal_actions",
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
        json!(row.outcome.timeout),
        json!(row.outcome.returns),
        json!(row.outcome.actions),
        json!(row.outcome.moves),
        json!(row.outcome.legal_actions),
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

/// A row read back from its JSON line, as [`jsonl`] wrote it.
pub fn read_jsonl(line: &str) -> Result<Row, String> {
    match serde_json::from_str(line).map_err(|e| format!("not JSON: {e}"))? {
        Value::Object(values) => row_from(&values),
        _ => Err("not a JSON object".to_string()),
    }
}

/// The kind of each column's CSV cell.
#[derive(Clone, Copy)]
enum Cell {
    Text,
    Number,
    Json,
    Texts,
    Numbers,
    Floats,
}

fn cell_kind(column: &str) -> Cell {
    match column {
        "game_id" => Cell::Text,
        "rules" | "draw" | "timeout" => Cell::Json,
        "seats" => Cell::Texts,
        "winners" | "losers" | "captures" | "captured" => Cell::Numbers,
        "returns" => Cell::Floats,
        _ => Cell::Number,
    }
}

/// A row read back from its CSV line, as [`csv`] wrote it.
pub fn read_csv(line: &str) -> Result<Row, String> {
    let cells = csv_cells(line)?;
    if cells.len() != COLUMNS.len() {
        return Err(format!("{} cells, not {}", cells.len(), COLUMNS.len()));
    }
    let mut values = Map::new();
    for (column, cell) in COLUMNS.iter().zip(cells) {
        let bad = |e: String| format!("column {column}: {e}");
        let items = || cell.split(';').filter(|_| !cell.is_empty());
        let value = match cell_kind(column) {
            Cell::Text => Value::String(cell.clone()),
            Cell::Json | Cell::Number => serde_json::from_str(&cell).map_err(|e| bad(e.to_string()))?,
            Cell::Texts => json!(items().collect::<Vec<_>>()),
            Cell::Numbers => {
                json!(items()
                    .map(|n| n.parse::<u64>().map_err(|e| bad(e.to_string())))
                    .collect::<Result<Vec<_>, _>>()?)
            }
            Cell::Floats => {
                json!(items()
                    .map(|n| n.parse::<f64>().map_err(|e| bad(e.to_string())))
                    .collect::<Result<Vec<_>, _>>()?)
            }
        };
        values.insert(column.to_string(), value);
    }
    row_from(&values)
}

/// The cells of a CSV line (RFC 4180 quoting, the line end already taken away).
fn csv_cells(line: &str) -> Result<Vec<String>, String> {
    let mut cells = Vec::new();
    let mut chars = line.chars().peekable();
    loop {
        let mut cell = String::new();
        if chars.peek() == Some(&'"') {
            chars.next();
            loop {
                match chars.next() {
                    Some('"') if chars.peek() == Some(&'"') => {
                        chars.next();
                        cell.push('"');
                    }
                    Some('"') => break,
                    Some(c) => cell.push(c),
                    None => return Err("a quoted cell is not closed".to_string()),
                }
            }
        }
        while let Some(&c) = chars.peek() {
            if c == ',' {
                break;
            }
            cell.push(c);
            chars.next();
        }
        cells.push(cell);
        if chars.next().is_none() {
            return Ok(cells);
        }
    }
}

/// A row from its values by column name.
fn row_from(values: &Map<String, Value>) -> Result<Row, String> {
    let get = |name: &str| values.get(name).ok_or_else(|| format!("no column {name}"));
    let number = |name: &str| get(name)?.as_u64().ok_or_else(|| format!("column {name} is not a whole number"));
    let numbers = |name: &str| -> Result<Vec<u64>, String> {
        let bad = || format!("column {name} is not a list of whole numbers");
        get(name)?.as_array().ok_or_else(bad)?.iter().map(|v| v.as_u64().ok_or_else(bad)).collect()
    };
    let seats = get("seats")?
        .as_array()
        .ok_or("column seats is not a list")?
        .iter()
        .map(|v| v.as_str().and_then(Level::parse).ok_or_else(|| format!("'{v}' is not a level")))
        .collect::<Result<Vec<Level>, String>>()?;
    let returns = get("returns")?
        .as_array()
        .ok_or("column returns is not a list")?
        .iter()
        .map(|v| v.as_f64().ok_or_else(|| format!("return '{v}' is not a number")))
        .collect::<Result<Vec<f64>, String>>()?;
    let seat_list =
        |name: &str| -> Result<Vec<usize>, String> { Ok(numbers(name)?.into_iter().map(|n| n as usize).collect()) };
    let mut single = [0; NUMBERS.len()];
    for (n, name) in single.iter_mut().zip(NUMBERS) {
        *n = number(name)?;
    }
    let measures = Measures {
        turns: number("turns")?,
        rounds: number("rounds")?,
        captures: numbers("captures")?,
        captured: numbers("captured")?,
        ..Measures::default()
    }
    .with_numbers(single);
    let outcome = Outcome {
        winners: seat_list("winners")?,
        losers: seat_list("losers")?,
        draw: get("draw")?.as_bool().ok_or("column draw is not true or false")?,
        timeout: get("timeout")?.as_bool().ok_or("column timeout is not true or false")?,
        returns,
        actions: number("actions")?,
        moves: number("moves")?,
        legal_actions: number("legal_actions")?,
        measures,
    };
    let rules = get("rules")?.clone();
    let names: Vec<&str> = seats.iter().map(|l| l.name()).collect();
    Ok(Row {
        game_id: get("game_id")?.as_str().ok_or("column game_id is not text")?.to_string(),
        setting: number("setting")? as usize,
        setting_json: json!({ "rules": rules, "seats": names }),
        game: number("game")?,
        seed: number("seed")?,
        seats,
        outcome,
    })
}
