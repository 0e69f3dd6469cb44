//! The trees shipped with the game: the course's two textbook examples and a few more, each
//! showing something of its own.

use super::tree::Tree;

/// A tree shipped by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    /// Its name on the command line and its key in the window's translations.
    pub name: &'static str,
    /// What it shows, in English (the command line's list of examples).
    pub about: &'static str,
    pub text: &'static str,
}

impl Example {
    /// The example's tree. Every shipped text is a valid tree (a test reads them all), so the
    /// error is never met; it is passed on rather than hidden.
    pub fn tree(&self) -> Result<Tree, super::ParseError> {
        Tree::parse(self.text)
    }

    /// The example called `name`.
    pub fn named(name: &str) -> Option<Example> {
        EXAMPLES.iter().copied().find(|example| example.name == name)
    }
}

/// The shipped trees, the course's first.
pub const EXAMPLES: [Example; 6] = [
    Example {
        name: "minimax",
        about: "the course's textbook minimax example: the root backs up 4",
        text: "(((-1 4) (2 6)) ((-3 -5) (0 7)))",
    },
    Example {
        name: "alpha-beta",
        about: "the course's textbook alpha-beta example: the root is 3, E's second leaf and all of G are cut",
        text: "(((2 3) (5 9)) ((0 1) (7 5)))",
    },
    Example {
        name: "three-wide",
        about: "three moves at each of two levels, the classic first alpha-beta example of the textbooks: \
                C is cut after its first leaf",
        text: "((3 12 8) (2 4 6) (14 5 2))",
    },
    Example {
        name: "four-levels",
        about: "a binary tree four levels deep: cuts at every level, and whole subtrees cut",
        text: "((((3 17) (2 12)) ((15 25) (0 2))) (((2 5) (3 2)) ((14 3) (10 4))))",
    },
    Example {
        name: "no-cuts",
        about: "children in the worst order: alpha-beta visits every node, as minimax does",
        text: "(((1 2) (0 3)) ((3 4) (1 5)))",
    },
    Example {
        name: "uneven",
        about: "leaves at different depths: a game that can end early on some lines",
        text: "(5 ((3 (8 -2)) 6) (((1 9) 4) -7))",
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::{MoveOrder, TextbookAlgorithm, Trace};

    #[test]
    fn every_example_is_a_tree_written_canonically_under_a_name_of_its_own() {
        for (index, example) in EXAMPLES.iter().enumerate() {
            let tree = example.tree().expect("a shipped tree");
            assert_eq!(tree.to_string(), example.text, "{}", example.name);
            assert_eq!(Example::named(example.name), Some(*example));
            assert!(EXAMPLES[..index].iter().all(|earlier| earlier.name != example.name));
        }
        assert_eq!(Example::named("nothing"), None);
    }

    #[test]
    fn each_example_shows_what_it_says() {
        let alpha_beta = |name: &str| {
            let tree = Example::named(name).and_then(|example| example.tree().ok()).expect("a shipped tree");
            Trace::new(&tree, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven)
        };
        assert_eq!(alpha_beta("minimax").root_value(), 4);
        assert_eq!(alpha_beta("alpha-beta").root_value(), 3);
        let three_wide = alpha_beta("three-wide");
        assert_eq!((three_wide.root_value(), three_wide.nodes_cut()), (3, 2));
        let four_levels = alpha_beta("four-levels");
        assert!(four_levels.cutoffs() >= 3 && four_levels.tree().height() == 4);
        let no_cuts = alpha_beta("no-cuts");
        assert_eq!((no_cuts.cutoffs(), no_cuts.nodes_cut(), no_cuts.nodes_visited()), (0, 0, 15));
        let uneven = alpha_beta("uneven").tree().clone();
        let depths: Vec<u8> = uneven.node_ids().filter(|&id| uneven.is_leaf(id)).map(|id| uneven.depth(id)).collect();
        assert!(depths.contains(&1) && depths.contains(&4));
    }
}
