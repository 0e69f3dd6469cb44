//! One tree's conversation with a student's search, line by line: the checker opens it with
//! `root A max`, the program asks `children N` and `value N` and gets a line back for each, and
//! ends it with `answer V M`. What the program asked is kept, in its order, for the verdict.
//!
//! No processes here: a line in, what to write back out. The runner (`crate::programs`) and the
//! tests drive it the same way.

use std::fmt;

use super::super::tree::{NodeId, Tree};
use crate::games::line_protocol::shortened;

/// The most requests a program may make of one tree: every node's children and every leaf's
/// value several times over. A program past it is asking in circles.
pub fn request_limit(tree: &Tree) -> usize {
    8 * tree.node_count() + 100
}

/// The most comment lines (`#…`) kept of one tree, each cut to [`COMMENT_CHARS`].
pub const COMMENTS_KEPT: usize = 50;
const COMMENT_CHARS: usize = 200;
/// Comment and blank lines past which a program is flooding its output.
pub const COMMENTS_ALLOWED: usize = 1000;

/// What the program asked, in its order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// `children N` of an internal node: the program looks below it.
    Expand(NodeId),
    /// `value N` of a leaf.
    Read(NodeId),
}

/// The program's answer: the root's value and the move it chose, as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub value: f64,
    pub chosen: String,
}

/// A line that breaks the protocol: the tree fails with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolFault {
    /// Not a request the protocol has.
    Garbage { line: String },
    /// A request about a name no node of the tree has.
    NoSuchNode { line: String, name: String },
    /// `answer` without a number and a child.
    MalformedAnswer { line: String },
    /// More requests than [`request_limit`].
    TooManyRequests { limit: usize },
    /// More comment and blank lines than [`COMMENTS_ALLOWED`].
    TooManyComments,
}

impl fmt::Display for ProtocolFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Garbage { line } => write!(
                f,
                "wrote `{}`, which is no request: ask `children NODE` or `value NODE`, or end with `answer VALUE MOVE`",
                shortened(line)
            ),
            Self::NoSuchNode { line, name } => {
                write!(f, "asked `{}`, but the tree has no node {}", shortened(line), shortened(name))
            }
            Self::MalformedAnswer { line } => write!(
                f,
                "wrote `{}`: an answer is `answer VALUE MOVE`, the root's value and the child it moves to, as in `answer 3 B`",
                shortened(line)
            ),
            Self::TooManyRequests { limit } => {
                write!(f, "asked more than {limit} questions about one tree: it is going in circles")
            }
            Self::TooManyComments => {
                write!(f, "wrote more than {COMMENTS_ALLOWED} comment or blank lines about one tree")
            }
        }
    }
}

impl std::error::Error for ProtocolFault {}

/// What the checker does with a line the program wrote.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// Writes this line back (without its newline).
    Line(String),
    /// Nothing: a comment or a blank line.
    Nothing,
    /// The tree is answered.
    Answered(Answer),
    /// The tree fails.
    Fault(ProtocolFault),
}

/// One tree's conversation, as far as it has gone.
#[derive(Clone, Debug)]
pub struct Conversation<'a> {
    tree: &'a Tree,
    requests: Vec<Request>,
    asked: usize,
    comments: Vec<String>,
    comment_lines: usize,
}

impl<'a> Conversation<'a> {
    pub fn new(tree: &'a Tree) -> Self {
        Self { tree, requests: Vec::new(), asked: 0, comments: Vec::new(), comment_lines: 0 }
    }

    /// The line that opens the tree: `root A max`.
    pub fn opening(&self) -> String {
        let root = self.tree.root();
        format!("root {} {}", self.tree.address(root), self.tree.kind(root))
    }

    /// What the program's `line` asks for, and what to write back.
    pub fn hear(&mut self, line: &str) -> Reply {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            self.comment_lines += 1;
            if self.comment_lines > COMMENTS_ALLOWED {
                return Reply::Fault(ProtocolFault::TooManyComments);
            }
            if let Some(comment) = line.strip_prefix('#')
                && self.comments.len() < COMMENTS_KEPT
            {
                self.comments.push(comment.trim().chars().take(COMMENT_CHARS).collect());
            }
            return Reply::Nothing;
        }
        self.asked += 1;
        let limit = request_limit(self.tree);
        if self.asked > limit {
            return Reply::Fault(ProtocolFault::TooManyRequests { limit });
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["children", name] => match self.tree.find_by_address(name) {
                Some(node) => Reply::Line(self.children_line(node)),
                None => Reply::Fault(ProtocolFault::NoSuchNode { line: line.to_owned(), name: (*name).to_owned() }),
            },
            ["value", name] => match self.tree.find_by_address(name) {
                Some(node) => Reply::Line(self.value_line(node)),
                None => Reply::Fault(ProtocolFault::NoSuchNode { line: line.to_owned(), name: (*name).to_owned() }),
            },
            ["answer", value, chosen] => match read_decimal(value) {
                Some(value) => Reply::Answered(Answer { value, chosen: (*chosen).to_owned() }),
                None => Reply::Fault(ProtocolFault::MalformedAnswer { line: line.to_owned() }),
            },
            ["answer", ..] => Reply::Fault(ProtocolFault::MalformedAnswer { line: line.to_owned() }),
            _ => Reply::Fault(ProtocolFault::Garbage { line: line.to_owned() }),
        }
    }

    /// `N`'s children, `NAME:KIND` each (`NAME:KIND:P` below a chance node); empty at a leaf.
    fn children_line(&mut self, node: NodeId) -> String {
        if self.tree.is_leaf(node) {
            return String::new();
        }
        self.requests.push(Request::Expand(node));
        let chance = self.tree.is_chance(node);
        let words: Vec<String> = self
            .tree
            .children(node)
            .map(|child| {
                let named = format!("{}:{}", self.tree.address(child), self.tree.kind(child));
                if chance { format!("{named}:{}", self.tree.probability(child).get()) } else { named }
            })
            .collect();
        words.join(" ")
    }

    /// A leaf's value, or why there is none.
    fn value_line(&mut self, node: NodeId) -> String {
        match self.tree.leaf_value(node) {
            Some(value) => {
                self.requests.push(Request::Read(node));
                value.to_string()
            }
            None => format!(
                "error {} is a {} node, not a leaf: only leaves have a value to read; ask `children {}`",
                self.tree.address(node),
                self.tree.kind(node),
                self.tree.address(node)
            ),
        }
    }

    /// What the program asked so far, in its order.
    pub fn requests(&self) -> &[Request] {
        &self.requests
    }

    /// The program's comments, the first [`COMMENTS_KEPT`].
    pub fn comments(&self) -> &[String] {
        &self.comments
    }
}

impl Request {
    /// The leaf read, where the request is a read.
    pub fn leaf_read(self) -> Option<NodeId> {
        match self {
            Request::Read(leaf) => Some(leaf),
            Request::Expand(_) => None,
        }
    }
}

/// A number as a program may write one: `3`, `-2`, `4.5`, `1e-3`; finite.
fn read_decimal(text: &str) -> Option<f64> {
    let number: f64 = text.parse().ok()?;
    number.is_finite().then_some(number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_program_gets_the_tree_it_asks_for_named_as_the_window_letters_it() {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("a tree");
        let mut talk = Conversation::new(&tree);
        assert_eq!(talk.opening(), "root A max");
        assert_eq!(talk.hear("children A"), Reply::Line("B:min C:min".to_owned()));
        assert_eq!(talk.hear("children C"), Reply::Line("F:max G:max".to_owned()));
        assert_eq!(talk.hear("  # looking at E  "), Reply::Nothing);
        assert_eq!(talk.hear("children E"), Reply::Line("E.1:leaf E.2:leaf".to_owned()));
        assert_eq!(talk.hear("value E.2"), Reply::Line("9".to_owned()));
        assert_eq!(talk.hear("children E.2"), Reply::Line(String::new()));
        assert!(matches!(talk.hear("value E"), Reply::Line(line) if line.starts_with("error E is a max node")));
        assert_eq!(talk.hear("answer 3 B"), Reply::Answered(Answer { value: 3.0, chosen: "B".to_owned() }));
        let e = tree.find_by_address("E").expect("E");
        let e2 = tree.find_by_address("E.2").expect("E.2");
        assert_eq!(talk.requests().iter().filter_map(|request| request.leaf_read()).collect::<Vec<_>>(), [e2]);
        assert_eq!(talk.requests().len(), 4);
        assert_eq!(talk.requests()[2], Request::Expand(e));
        assert_eq!(talk.comments(), ["looking at E"]);
    }

    #[test]
    fn a_chance_nodes_children_come_with_their_probabilities() {
        let tree = Tree::parse("([0.25:3 0.75:(2 9)] [4 5])").expect("a tree");
        let mut talk = Conversation::new(&tree);
        assert_eq!(talk.hear("children A"), Reply::Line("B:chance C:chance".to_owned()));
        assert_eq!(talk.hear("children B"), Reply::Line("B.1:leaf:0.25 D:min:0.75".to_owned()));
        assert_eq!(talk.hear("children C"), Reply::Line("C.1:leaf:0.5 C.2:leaf:0.5".to_owned()));
        assert_eq!(talk.hear("children D"), Reply::Line("D.1:leaf D.2:leaf".to_owned()));
    }

    #[test]
    fn lines_outside_the_protocol_fail_the_tree_with_the_reason() {
        let tree = Tree::parse("((1 2) 3)").expect("a tree");
        let mut talk = Conversation::new(&tree);
        let fault = |reply: Reply| match reply {
            Reply::Fault(fault) => fault.to_string(),
            other => panic!("no fault: {other:?}"),
        };
        assert!(fault(talk.hear("hello")).starts_with("wrote `hello`, which is no request"));
        assert_eq!(fault(talk.hear("value Z.9")), "asked `value Z.9`, but the tree has no node Z.9");
        assert_eq!(fault(talk.hear("children B.0")), "asked `children B.0`, but the tree has no node B.0");
        assert!(fault(talk.hear("answer three B")).starts_with("wrote `answer three B`: an answer is"));
        assert!(fault(talk.hear("answer 3")).starts_with("wrote `answer 3`: an answer is"));
        assert!(matches!(talk.hear("answer NaN B"), Reply::Fault(ProtocolFault::MalformedAnswer { .. })));
        let mut circling = Conversation::new(&tree);
        let limit = request_limit(&tree);
        for _ in 0..limit {
            assert!(matches!(circling.hear("children A"), Reply::Line(_)));
        }
        assert_eq!(circling.hear("children A"), Reply::Fault(ProtocolFault::TooManyRequests { limit }));
        let mut chatty = Conversation::new(&tree);
        for _ in 0..COMMENTS_ALLOWED {
            assert_eq!(chatty.hear("# thinking"), Reply::Nothing);
        }
        assert_eq!(chatty.hear("# thinking"), Reply::Fault(ProtocolFault::TooManyComments));
        assert_eq!(chatty.comments().len(), COMMENTS_KEPT);
        let blank = Conversation::new(&tree);
        let mut blank = blank;
        for _ in 0..COMMENTS_ALLOWED {
            assert_eq!(blank.hear("   "), Reply::Nothing);
        }
        assert_eq!(blank.hear(""), Reply::Fault(ProtocolFault::TooManyComments));
    }
}
