//! Numbers as each language writes them: digits grouped by threes with the language's
//! separator (`35,000` in English and Chinese, `35.000` in Icelandic, whose decimal mark is a
//! comma).

/// `plain` (digits, an optional minus and an optional `.` fraction, as Rust or Fluent write a
/// number) with its digits grouped and its decimal mark as `tag`'s language writes them.
pub fn group_digits(plain: &str, tag: &str) -> String {
    let (group, decimal) = if tag == "is" { ('.', ',') } else { (',', '.') };
    let (sign, unsigned) = plain.strip_prefix('-').map_or(("", plain), |rest| ("-", rest));
    let (whole, fraction) = unsigned.split_once('.').map_or((unsigned, None), |(w, f)| (w, Some(f)));
    if !whole.bytes().all(|b| b.is_ascii_digit()) {
        return plain.to_string();
    }
    let mut out = String::from(sign);
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(group);
        }
        out.push(digit);
    }
    if let Some(fraction) = fraction {
        out.push(decimal);
        out.push_str(fraction);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::group_digits;

    #[test]
    fn digits_are_grouped_by_threes_in_each_language() {
        assert_eq!(group_digits("35000", "en"), "35,000");
        assert_eq!(group_digits("35000", "is"), "35.000");
        assert_eq!(group_digits("1234567", "zh-Hans"), "1,234,567");
        assert_eq!(group_digits("999", "is"), "999");
        assert_eq!(group_digits("-4000", "en"), "-4,000");
        assert_eq!(group_digits("1234.5", "is"), "1.234,5");
        assert_eq!(group_digits("NaN", "is"), "NaN");
    }
}
