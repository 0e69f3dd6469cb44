# Por que um texto, um arquivo ou as configurações não puderam ser lidos.
