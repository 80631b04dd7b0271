//! Tables over small bit sets, built at compile time: what random play reads where a processor
//! without a bit-count instruction would spend a dozen instructions counting.

/// For each set of up to `N` members (a bit each, the first member lowest; `M` is `1 << N`): how
/// many members it has, and which, in order. A game's table of the holes of a row:
/// `static ROW_CHOICES: [(u8, [u8; ROW]); 1 << ROW] = members();`.
pub const fn members<const N: usize, const M: usize>() -> [(u8, [u8; N]); M] {
    let mut table = [(0, [0; N]); M];
    let mut set = 0;
    while set < M {
        let mut member = 0;
        while member < N {
            if set >> member & 1 == 1 {
                let (count, members) = &mut table[set];
                members[*count as usize] = member as u8;
                *count += 1;
            }
            member += 1;
        }
        set += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_set_lists_its_members_in_order() {
        let table: [(u8, [u8; 4]); 16] = members();
        assert_eq!(table[0].0, 0);
        assert_eq!(table[0b1011], (3, [0, 1, 3, 0]));
        for (set, &(count, list)) in table.iter().enumerate() {
            assert_eq!(u32::from(count), (set as u32).count_ones());
            assert!(list[..count as usize].iter().all(|&m| set >> m & 1 == 1));
        }
    }
}
