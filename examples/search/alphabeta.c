/* Alpha-beta in C for `minimax-arcade check-search`, the protocol written out by hand: children
 * left to right, alpha and beta passed down, a node's other children cut once alpha >= beta.
 *
 *     cc -O2 -o alphabeta examples/search/alphabeta.c
 *     minimax-arcade check-search --algorithm alphabeta --program ./alphabeta
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[32];
    char kind[8]; /* max, min, chance or leaf */
} Node;

/* The checker's last line, without its newline. */
static char line[1 << 16];

/* Writes `request name`, flushes, and reads the checker's reply into `line`. */
static void ask(const char *request, const char *name) {
    printf("%s %s\n", request, name);
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin)) {
        exit(0);
    }
    line[strcspn(line, "\r\n")] = '\0';
}

/* The node's children, left to right, in a new array the caller frees; their count in `count`. */
static Node *children(const Node *node, int *count) {
    ask("children", node->name);
    int words = 0;
    for (const char *c = line; *c; c++) {
        words += (*c != ' ' && (c == line || c[-1] == ' '));
    }
    Node *found = calloc(words > 0 ? words : 1, sizeof *found);
    *count = 0;
    for (char *word = strtok(line, " "); word; word = strtok(NULL, " ")) {
        /* NAME:KIND, or NAME:KIND:P below a chance node. */
        char *kind = strchr(word, ':');
        if (!kind) {
            continue;
        }
        *kind++ = '\0';
        char *chance = strchr(kind, ':');
        if (chance) {
            *chance = '\0';
        }
        snprintf(found[*count].name, sizeof found[*count].name, "%s", word);
        snprintf(found[*count].kind, sizeof found[*count].kind, "%s", kind);
        (*count)++;
    }
    return found;
}

/* A leaf's value: each call is one read. */
static int value(const Node *leaf) {
    ask("value", leaf->name);
    return atoi(line);
}

static double alphabeta(const Node *node, double alpha, double beta) {
    if (strcmp(node->kind, "leaf") == 0) {
        return value(node);
    }
    int count;
    Node *kids = children(node, &count);
    int maximising = strcmp(node->kind, "max") == 0;
    double best = maximising ? -INFINITY : INFINITY;
    for (int i = 0; i < count; i++) {
        double child = alphabeta(&kids[i], alpha, beta);
        if (maximising) {
            best = child > best ? child : best;
            alpha = best > alpha ? best : alpha;
        } else {
            best = child < best ? child : best;
            beta = best < beta ? best : beta;
        }
        if (alpha >= beta) {
            break;
        }
    }
    free(kids);
    return best;
}

int main(void) {
    while (fgets(line, sizeof line, stdin)) {
        Node root;
        if (sscanf(line, "root %31s %7s", root.name, root.kind) != 2) {
            continue;
        }
        /* The root is MAX: every child searched, each with what it is already sure of as alpha. */
        int count;
        Node *kids = children(&root, &count);
        double alpha = -INFINITY;
        int best = 0;
        for (int i = 0; i < count; i++) {
            double child = alphabeta(&kids[i], alpha, INFINITY);
            if (i == 0 || child > alpha) {
                alpha = child;
                best = i;
            }
        }
        printf("answer %g %s\n", alpha, kids[best].name);
        fflush(stdout);
        free(kids);
    }
    return 0;
}
