# Why a text, a file or the settings could not be read: the typed errors of the games and
# of the system, told in the player's words.
