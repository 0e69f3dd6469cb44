# A árvore de busca: uma busca gravada, desenhada nó a nó.
