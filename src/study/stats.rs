//! The statistics a study's summary needs: the 95% Wilson score interval of a proportion, the
//! normal 95% interval of a mean, and quantiles of a sample (nearest rank).

/// The normal quantile of a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_984_540_054;

/// The 95% Wilson score interval of `successes` out of `trials`, as proportions (0 to 1); the
/// whole range when there are no trials.
pub fn wilson(successes: f64, trials: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    let z2 = Z95 * Z95;
    let p = successes / trials;
    let denominator = 1.0 + z2 / trials;
    let centre = (p + z2 / (2.0 * trials)) / denominator;
    let half = Z95 * (p * (1.0 - p) / trials + z2 / (4.0 * trials * trials)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// The `q` quantile (0 to 1) of `sorted` by the nearest-rank method; 0 for an empty sample.
pub fn quantile(sorted: &[u64], q: f64) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (q.clamp(0.0, 1.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// The mean of `values`; 0 for none.
pub fn mean(values: &[u64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.iter().map(|&v| v as f64).sum::<f64>() / values.len() as f64
}

/// The mean of `values` with its 95% interval (the normal one: the mean plus or minus 1.96
/// standard errors, the sample's standard deviation over the root of its size); all 0 for none.
pub fn mean_interval(values: &[u64]) -> (f64, f64, f64) {
    let values: Vec<f64> = values.iter().map(|&v| v as f64).collect();
    mean_interval_of(&values)
}

/// [`mean_interval`] of values that need not be whole numbers.
pub fn mean_interval_of(values: &[f64]) -> (f64, f64, f64) {
    if values.is_empty() {
        return (0.0, 0.0, 0.0);
    }
    let n = values.len() as f64;
    let m = values.iter().sum::<f64>() / n;
    if values.len() < 2 {
        return (m, m, m);
    }
    let variance = values.iter().map(|&v| (v - m).powi(2)).sum::<f64>() / (n - 1.0);
    let half = Z95 * (variance / n).sqrt();
    (m, m - half, m + half)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: (f64, f64), b: (f64, f64)) -> bool {
        (a.0 - b.0).abs() < 5e-5 && (a.1 - b.1).abs() < 5e-5
    }

    #[test]
    fn wilson_intervals_match_published_values() {
        // Newcombe (1998), table I: 81/263 gives 0.2553-0.3662; 15/148 gives 0.0624-0.1605;
        // 0/20 gives 0-0.1611; 1/29 gives 0.0061-0.1718.
        assert!(close(wilson(81.0, 263.0), (0.2553, 0.3662)), "{:?}", wilson(81.0, 263.0));
        assert!(close(wilson(15.0, 148.0), (0.0624, 0.1605)), "{:?}", wilson(15.0, 148.0));
        assert!(close(wilson(0.0, 20.0), (0.0, 0.1611)), "{:?}", wilson(0.0, 20.0));
        assert!(close(wilson(1.0, 29.0), (0.0061, 0.1718)), "{:?}", wilson(1.0, 29.0));
        assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
        let (low, high) = wilson(50.0, 100.0);
        assert!((low + high - 1.0).abs() < 1e-12, "symmetric about a half");
    }

    #[test]
    fn quantiles_by_nearest_rank() {
        let sample: Vec<u64> = (1..=10).collect();
        assert_eq!(quantile(&sample, 0.1), 1);
        assert_eq!(quantile(&sample, 0.5), 5);
        assert_eq!(quantile(&sample, 0.9), 9);
        assert_eq!(quantile(&sample, 1.0), 10);
        assert_eq!(quantile(&[7], 0.5), 7);
        assert_eq!(quantile(&[], 0.5), 0);
        assert_eq!(mean(&sample), 5.5);
        // 1..=10: standard deviation 3.0277, standard error 0.9574, half-width 1.8765.
        let (m, low, high) = mean_interval(&sample);
        assert!((m - 5.5).abs() < 1e-12 && (high - 7.3765).abs() < 1e-4 && (low - 3.6235).abs() < 1e-4);
        assert_eq!(mean_interval(&[4]), (4.0, 4.0, 4.0));
    }
}
