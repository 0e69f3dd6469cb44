# session
