# catapultas
