//! Where each node of a drawn tree goes, as the course draws trees on the board: the leaves a
//! column each, left to right; a parent over the middle of its children; a row a level. The
//! window's drawing and the printed sheet both place their nodes so.

/// A node's place: its column (a leaf's are whole numbers, a parent's may be halfway) and its
/// depth (the root's is 0).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Place {
    pub column: f32,
    pub depth: u32,
}

/// The places of the nodes whose parents are `parents` (by index; `None` for the root, which
/// is the first): parents come before their children, elder siblings before younger.
pub fn places(parents: &[Option<usize>]) -> Vec<Place> {
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); parents.len()];
    for (index, parent) in parents.iter().enumerate() {
        if let Some(parent) = *parent {
            children[parent].push(index);
        }
    }
    let mut places = vec![Place { column: 0.0, depth: 0 }; parents.len()];
    if !parents.is_empty() {
        let mut next_column = 0.0;
        place(&children, 0, 0, &mut places, &mut next_column);
    }
    places
}

/// Places `node`'s subtree, `depth` levels down: its leaves in the next columns, `node` over
/// its children; gives `node`'s column.
fn place(children: &[Vec<usize>], node: usize, depth: u32, places: &mut [Place], next_column: &mut f32) -> f32 {
    let column = match children[node].as_slice() {
        [] => {
            let column = *next_column;
            *next_column += 1.0;
            column
        }
        kids => {
            let columns: Vec<f32> =
                kids.iter().map(|&kid| place(children, kid, depth + 1, places, next_column)).collect();
            (columns[0] + columns[columns.len() - 1]) / 2.0
        }
    };
    places[node] = Place { column, depth };
    column
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_take_a_column_each_and_parents_stand_over_their_children() {
        // A over B and C; B over two leaves, C over one leaf and D; D over two leaves.
        let parents = [None, Some(0), Some(0), Some(1), Some(1), Some(2), Some(2), Some(6), Some(6)];
        let places = places(&parents);
        let columns: Vec<f32> = places.iter().map(|place| place.column).collect();
        let depths: Vec<u32> = places.iter().map(|place| place.depth).collect();
        assert_eq!(columns, [1.625, 0.5, 2.75, 0.0, 1.0, 2.0, 3.5, 3.0, 4.0]);
        assert_eq!(depths, [0, 1, 1, 2, 2, 2, 2, 3, 3]);
        assert!(super::places(&[]).is_empty());
    }
}
