//! What the tests of the textbook trees share: trees of any shape.

use std::ops::RangeInclusive;

use proptest::prelude::*;

use super::tree::Nested;
use crate::engine::Score;

/// Trees of any shape within the limits: at most 5 levels of at most 5 children (3,906 nodes).
pub(super) fn any_nested(values: RangeInclusive<Score>) -> impl Strategy<Value = Nested> {
    let leaf = values.prop_map(Nested::Leaf);
    leaf.prop_recursive(5, 200, 5, |inner| prop::collection::vec(inner, 1..=5).prop_map(Nested::Node))
}
