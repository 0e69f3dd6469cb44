# The search tree view: a recorded search drawn node by node.
