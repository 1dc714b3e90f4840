#!/usr/bin/env python3
"""Fills translations/sw-carcassonne_fr.ts from the French texts below (FR), the plural forms of
translations/sw-carcassonne_en.ts, and the catalogues of the command-line program,
translations/sw-carcassonne-cli_fr.ts (FR_CLI: its help and messages; the engine's words, context
Texts, from FR as the desktop program says them), and of the server,
translations/sw-carcassonne-server_fr.ts (FR_SERVER); run after lupdate.

A French text is a string, or for a message with a count (source with %n, numerus) a tuple: the
singular (0 and 1) and the plural. Every French text puts a non-breaking space (U+00A0) before
: and inside « », a narrow one (U+202F) before ; ! ? (typeset() sets it, and the typographic
apostrophe ’ and the dash – of " - ", outside HTML tags, so the texts below may keep ' and -).
No capital after a colon, one colon a line at most. The English file keeps only the messages
with a count.

Keeping the French here, beside the .ts, makes a review of the whole translation one read;
any source text without French is reported and left unfinished, so the check fails loudly.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FR = {
 'red': 'rouge', 'green': 'vert', 'black': 'noir', 'white': 'blanc', 'orange': 'orange',
 'Rebel Alliance': 'Alliance rebelle', 'Empire': 'Empire', 'Bounty Hunters': 'Chasseurs de primes',
 'trading route': 'route commerciale', 'asteroid field': "champ d'astéroïdes", 'planet': 'planète',
 'north': 'nord', 'east': 'est', 'south': 'sud', 'west': 'ouest',
 'space': 'espace', 'route': 'route', 'asteroid': 'astéroïdes',
 'large meeple': 'grand pion', 'small meeple': 'petit pion',
 "Explorers' Guild": 'Guilde des explorateurs', 'Hyperspace': 'Hyperespace', 'Galaxy Traders': 'Commerçants galactiques',
 'Endgame': 'Fin de partie', 'Intel and Rumours': 'Renseignements et rumeurs',
 'No battles on asteroid fields; everyone present scores.': "Pas de bataille sur les champs d'astéroïdes\xa0: tous les joueurs présents marquent.",
 'Extending your route lets you jump to a planet or field on it.': "En prolongeant votre route, vous pouvez sauter vers une planète ou un champ qu'elle dessert.",
 'Merchants re-deploy after a route scores; allies share routes.': "Après le décompte d'une route, ses marchands repartent aussitôt\xa0; les alliés partagent les routes.",
 'Unfinished planets and fields score per meeple only.': 'Les planètes et les champs inachevés ne rapportent des points que par pion.',
 'Three tiles lie face up: take one of them or draw.': "Trois tuiles sont face visible\xa0: prenez-en une ou piochez.",
 'the game is over: no tile is left to place': "la partie est terminée\xa0: il ne reste aucune tuile à poser",
 'this move does not belong to this step of the turn': "ce coup n'appartient pas à cette étape du tour",
 'rotation must be 0, 90, 180 or 270': 'la rotation doit être 0, 90, 180 ou 270',
 'a tile is already placed at %1': 'une tuile est déjà posée en %1',
 'the tile at %1 touches no placed tile on any side': 'la tuile en %1 ne touche aucune tuile posée par un côté',
 "the tile's %1 edge is %2 but the neighbouring tile's edge there is %3": "le bord %1 de la tuile est %2 mais le bord de la tuile voisine à cet endroit est %3",
 "no tile '%1' is left in the pile": "il ne reste aucune tuile «\xa0%1\xa0» dans la pioche",
 "tile '%1' fits on the board, so it cannot be set aside": "la tuile «\xa0%1\xa0» peut être posée, elle ne peut donc pas être écartée",
 "tile '%1' fits nowhere on the board; it must be set aside": "la tuile «\xa0%1\xa0» ne peut être posée nulle part\xa0; elle doit être écartée",
 'the placed tile has no %1 on its %2 edge': "la tuile posée n'a pas de %1 sur son bord %2",
 'there is no such %1 there': "il n'y a pas de %1 à cet endroit",
 'that %1 already holds a meeple': 'cet élément (%1) porte déjà un pion',
 "no %1 is left in the player's reserve": "il ne reste aucun %1 dans la réserve du joueur",
 'there is no planet at %1': "il n'y a pas de planète en %1",
 'the planet at %1 is not on the placed tile nor one of its 8 neighbours': "la planète en %1 n'est ni sur la tuile posée ni sur l'une de ses 8 voisines",
 'the tile at %1 is not on a route that the placed tile extends and the player holds': "la tuile en %1 n'est pas sur une route que la tuile posée prolonge et que le joueur tient",
 'the tile at %1 has no %2 on its %3 edge': "la tuile en %1 n'a pas de %2 sur son bord %3",
 'the tile at %1 has no %2': "la tuile en %1 n'a pas de %2",
 'the trading route at %1 is already complete': 'la route commerciale en %1 est déjà terminée',
 'the asteroid field at %1 is already complete': "le champ d'astéroïdes en %1 est déjà terminé",
 'the planet at %1 is already complete': 'la planète en %1 est déjà terminée',
 "the face-up tile '%1' fits nowhere on the board; it stays face up":
   "la tuile visible «\u00a0%1\u00a0» ne peut être posée nulle part\u00a0; elle reste visible",
 "the face-up tile '%1' cannot be set aside: face-up tiles stay face up":
   "la tuile visible «\u00a0%1\u00a0» ne peut pas être écartée\u00a0: les tuiles visibles restent visibles",
 "no face-up tile '%1'": "aucune tuile visible «\xa0%1\xa0»",
 'the pile is empty: take a face-up tile': 'la pioche est vide\xa0: prenez une tuile visible',
 'illegal move': 'coup illégal',
 'cannot read the file %1': 'impossible de lire le fichier %1',
 'no such file %1': 'le fichier %1 est introuvable',
 "no such file '%1'": 'le fichier «\xa0%1\xa0» est introuvable',
 "rules: the house rule '%1' is listed twice": "règles\xa0: la variante «\xa0%1\xa0» figure deux fois",
 "'%1' lists %2 entries; a record holds at most %3": "«\xa0%1\xa0» compte %2 entrées\xa0; une partie enregistrée en contient au plus %3",
 'YAML syntax error: %1': 'erreur de syntaxe YAML\xa0: %1',
 '%1 must be a mapping of keys to values': '%1 doit être une table de clés et de valeurs',
 "unknown key '%1'": "clé inconnue «\xa0%1\xa0»",
 "unknown house rule '%1' (explorers-guild, hyperspace, galaxy-traders, endgame or intel-and-rumours)":
   "variante inconnue «\xa0%1\xa0» (explorers-guild, hyperspace, galaxy-traders, endgame ou intel-and-rumours)",
 'rules: %1 must be a whole number from %2 to %3, not %4':
   'règles\xa0: %1 doit être un nombre entier de %2 à %3, et non %4',
 "the key '%1' is missing": "la clé «\xa0%1\xa0» manque",
 "'%1' has the wrong type (expected: %2)": "«\xa0%1\xa0» n'a pas le bon type (attendu\xa0: %2)",
 "'%1' is not allowed here: %2": "«\xa0%1\xa0» n'est pas permis ici\xa0: %2",
 "'%1' is %2; allowed: %3": "«\xa0%1\xa0» vaut %2\xa0; valeurs permises\xa0: %3",
 "no built-in tile set or file named '%1'": "aucun jeu de tuiles intégré ni fichier nommé «\xa0%1\xa0»",
 'the tile set is invalid: %1': "le jeu de tuiles n'est pas valide\xa0: %1",
 'players: %1': 'joueurs\xa0: %1',
 "unknown variant '%1'": "variante inconnue «\xa0%1\xa0»",
 "the variant '%1' is not supported": "la variante «\xa0%1\xa0» n'est pas prise en charge",
 "the tile set has no tile '%1'": "le jeu de tuiles n'a pas de tuile «\xa0%1\xa0»",
 'turn %1: %2': 'tour %1\xa0: %2',
 'Carcassonne: Star Wars in brief': 'Carcassonne\u00a0: Star Wars en bref',
 '<b>Each turn</b> place the drawn tile so that it touches the board edge to edge and every shared edge matches (route to route, asteroid to asteroid, space to space). A tile that fits nowhere is set aside and you draw again.':
   "<b>À chaque tour</b>, posez la tuile piochée de sorte qu'elle touche le plateau par un côté et que chaque bord commun corresponde (route contre route, astéroïdes contre astéroïdes, espace contre espace). Une tuile qui ne peut être posée nulle part est écartée et vous piochez de nouveau.",
 '<b>Then you may place one meeple</b> from your reserve (4 small, 1 large) on a trading route, an asteroid field or the planet of that tile if nobody, you included, is on that whole feature yet; or on the planet of one of the 8 tiles around it, even an occupied one: a planet attack.':
   "<b>Puis vous pouvez poser un pion</b> de votre réserve (4 petits, 1 grand) sur une route commerciale, un champ d'astéroïdes ou la planète de cette tuile si personne, vous compris, n'occupe encore cet élément tout entier\u00a0; ou sur la planète de l'une des 8 tuiles qui l'entourent, même occupée\u00a0: c'est l'attaque d'une planète.",
 '<b>Battles</b>: when meeples of different players (in team play, of both teams) meet on a feature, each side rolls %1 per small meeple, %2 for the large one, plus %3 if a symbol of its faction belongs to the feature (to a planet only its own symbol belongs), at most %4. The highest die wins. Tied sides score %5 each and roll again; the sides below them lose. A loser takes its meeples back and scores %6 per die it rolled. Sides roll in seat order from the current player.':
   "<b>Batailles</b>\xa0: quand des pions de joueurs différents (en équipes, des deux équipes) se retrouvent sur un même élément, chaque camp lance %1 par petit pion, %2 pour le grand, plus %3 si un symbole de sa faction appartient à l'élément (à une planète n'appartient que son propre symbole), %4 au plus. Le dé le plus haut l'emporte. Les camps à égalité marquent %5 chacun et relancent\xa0; ceux qui sont en dessous perdent. Un perdant reprend ses pions et marque %6 par dé lancé. Les camps lancent dans l'ordre des places à partir du joueur actif.",
 "<b>Scoring</b>: a completed trading route scores %1 per tile and %2 per symbol, an asteroid field %3 per tile and %4 per symbol, a planet surrounded by 8 tiles %5 plus %6 per symbol, whatever the symbol's faction. The meeples then come back. At the end of the game, each unfinished feature that holds meeples scores %7 per symbol, and per tile %8 for a route, %9 for an asteroid field, and for a planet %10 for its own tile and for each tile around it.":
   "<b>Décompte</b>\xa0: une route commerciale terminée rapporte %1 par tuile et %2 par symbole, un champ d'astéroïdes %3 par tuile et %4 par symbole, une planète entourée de 8 tuiles %5 plus %6 par symbole, quelle que soit la faction du symbole. Les pions reviennent ensuite dans la réserve. À la fin de la partie, chaque élément inachevé occupé par des pions rapporte %7 par symbole et, par tuile, %8 pour une route, %9 pour un champ d'astéroïdes et, pour une planète, %10 pour sa propre tuile et pour chaque tuile qui l'entoure.",
 '<b>Teams</b> (4 players): red and green (Rebel Alliance) against black and white (Empire), with one shared score. Team-mates never fight; in a battle a team rolls once, at most %1.':
   '<b>Équipes</b> (4 joueurs)\xa0: rouge et vert (Alliance rebelle) contre noir et blanc (Empire), avec un score commun. Les coéquipiers ne se battent jamais\xa0; dans une bataille, une équipe lance une seule fois, %1 au plus.',
 'House rules': 'Variantes',
 'Each can be switched on by itself when a new game is set up.': 'Chacune peut être activée séparément au moment de préparer une nouvelle partie.',
 '<b>%1</b>: %2': '<b>%1</b>\u00a0: %2',
 "The complete rules, with the rulebook's examples and every case the rulebook leaves open, are in docs/rules.md in the program's sources.":
   "Les règles complètes, avec les exemples du livret de règles et tous les cas que le livret laisse ouverts, se trouvent dans le fichier docs/rules.md des sources du programme (en anglais).",
 "There are no battles on asteroid fields: meeples of different players may end up on one field by merging (placing a meeple on an occupied field stays forbidden). A completed field scores for each player present: %1 per tile and %2 per symbol of that player's own faction. A completed planet scores %3, plus %4 if its symbol is its holder's faction. At the end a shared field scores its usual value for each player on it.":
   "Il n'y a pas de bataille sur les champs d'astéroïdes\xa0: des pions de joueurs différents peuvent se retrouver sur un même champ par fusion (poser un pion sur un champ occupé reste interdit). Un champ terminé rapporte à chaque joueur présent %1 par tuile et %2 par symbole de sa propre faction. Une planète terminée rapporte %3, plus %4 si son symbole est celui de la faction qui la tient. À la fin, un champ partagé rapporte sa valeur habituelle à chaque joueur qui s'y trouve.",
 'When your tile extends a trading route that you (or your team-mate) already hold, you may instead place your meeple at any distance on an unfinished planet (a battle if another side holds it) or on an unoccupied unfinished asteroid field, if that route passes over the tile of that planet or field.':
   "Quand votre tuile prolonge une route commerciale que vous (ou votre coéquipier) tenez déjà, vous pouvez à la place poser votre pion, à n'importe quelle distance, sur une planète inachevée (bataille si un autre camp la tient) ou sur un champ d'astéroïdes inachevé et libre, si cette route passe par la tuile de cette planète ou de ce champ.",
 'A meeple that comes back from a route completed this turn may be placed again at once, for free, on any unoccupied unfinished route; the meeples are offered in seat order from the current player, small ones before the large one. Players of the same faction never fight on a route: there they form one side (at most %1), and when the route is completed each of them scores its full value.':
   "Un pion qui revient d'une route terminée ce tour-ci peut être reposé aussitôt, gratuitement, sur n'importe quelle route inachevée et libre\xa0; les pions sont proposés dans l'ordre des places à partir du joueur actif, les petits avant le grand. Les joueurs d'une même faction ne se battent jamais sur une route\xa0: ils y forment un seul camp (%1 au plus) et, quand la route est terminée, chacun marque sa pleine valeur.",
 'At the end, an unfinished planet or asteroid field scores only, for each meeple on it, %1 plus %2 if the tile it stands on shows a symbol of its faction on that feature; the rest is lost. An unfinished route still scores its full value: %3 per tile and %4 per symbol.':
   "À la fin, une planète ou un champ d'astéroïdes inachevé ne rapporte, pour chaque pion qui s'y trouve, que %1, plus %2 si la tuile où il se tient montre un symbole de sa faction sur cet élément\xa0; le reste est perdu. Une route inachevée rapporte toujours sa pleine valeur\xa0: %3 par tuile et %4 par symbole.",
 'Three tiles lie face up beside the pile. On your turn take one of them, if it fits somewhere, or the top of the pile; a taken tile is replaced from the pile. A face-up tile that fits nowhere stays face up; a tile drawn from the pile that fits nowhere is set aside and you choose again. When the pile is empty and no face-up tile fits, the game ends.':
   "Trois tuiles sont posées face visible à côté de la pioche. À votre tour, prenez l'une d'elles, si elle peut être posée quelque part, ou celle du dessus de la pioche\u00a0; une tuile prise est remplacée depuis la pioche. Une tuile visible qui ne peut être posée nulle part reste visible\u00a0; une tuile piochée qui ne peut être posée nulle part est écartée et vous choisissez de nouveau. Quand la pioche est vide et qu'aucune tuile visible ne peut être posée, la partie se termine.",
 'Carcassonne: Star Wars': 'Carcassonne\xa0: Star Wars',
 '%1 - Carcassonne: Star Wars': '%1 - Carcassonne\xa0: Star Wars',
 '&Game': '&Partie', '&Turn': '&Tour', '&View': '&Affichage', '&Language': '&Langue', '&Help': 'Ai&de',
 '&New game...': '&Nouvelle partie...', '&Open...': '&Ouvrir...', '&Save': '&Enregistrer', 'Save &as...': 'Enregistrer &sous...',
 '&Undo': '&Annuler', '&Quit': '&Quitter', '&Rotate clockwise': '&Tourner dans le sens horaire',
 'Rotate &anticlockwise': 'Tourner dans le sens &antihoraire', 'Draw from the &pile': 'Piocher dans la &pioche',
 '&No meeple': '&Aucun pion', '&End turn': '&Finir le tour', 'Zoom &in': 'Zoom a&vant', 'Zoom &out': 'Zoom a&rrière',
 '&Fit board': '&Ajuster au plateau', '&Rules summary': '&Résumé des règles', '&About': 'À &propos',
 'Turn': 'Tour', 'Meeple': 'Pion', 'Players': 'Joueurs', 'Tiles to come': 'Tuiles à venir', 'Last turn': 'Dernier tour',
 'Game log': 'Journal de la partie', 'Rotate left': 'Tourner à gauche', 'Rotate right (R)': 'Tourner à droite (R)',
 'Draw from the pile (P)': 'Piocher (P)', 'End turn (Enter)': 'Finir le tour (Entrée)',
 'Player': 'Joueur', 'Faction': 'Faction', 'Score': 'Score', 'Small': 'Petits', 'Large': 'Grands',
 '%1 (%2)': '%1 (%2)', ' and ': ' et ',
 'No game yet: choose Game > New game (Ctrl+N).': 'Pas encore de partie\xa0: choisissez Partie > Nouvelle partie (Ctrl+N).',
 'House rules: %1': 'Variantes\xa0: %1', 'The game is over.': 'La partie est terminée.',
 '<b>%1</b> to play. Tiles left in the pile: %2': 'À <b>%1</b> de jouer. Tuiles dans la pioche\xa0: %2',
 'Take one of the face-up tiles or draw from the pile.': 'Prenez une des tuiles visibles ou piochez.',
 'Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a numbered circle or press its number, then confirm with Enter) or keep it (N).':
     "Commerçants galactiques\xa0: %1 peut reposer son %2 sur n'importe quelle route inachevée et libre (cliquez sur un cercle numéroté ou tapez son numéro, puis confirmez avec Entrée) ou le garder (N).",
 'Choose a meeple spot (a numbered circle: click it or press its number) or no meeple (N), then end the turn (Enter).':
     'Choisissez un emplacement (un cercle numéroté\xa0: cliquez dessus ou tapez son numéro) ou aucun pion (N), puis finissez le tour (Entrée).',
 'Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a yellow circle) or keep it.':
   "Commerçants galactiques\xa0: %1 peut reposer son %2 sur n'importe quelle route libre et inachevée (cliquez un cercle jaune) ou le garder.",
 'the planet of this tile': 'la planète de cette tuile',
 '%1 on %2': '%1 sur %2',
 'Keep it in the reserve': 'Le garder dans la réserve', 'No meeple': 'Aucun pion', 'Confirm (Enter)': 'Valider (Entrée)',
 '%n small meeple(s)': ('%n petit pion', '%n petits pions'), 'faction symbol': 'symbole de faction', '%1 - dice: %2 (%3)': '%1 - dés\xa0: %2 (%3)',
 '<b>Battle on %1!</b>': '<b>Bataille sur %1\xa0!</b>', 'Your chance of winning: <b>%1</b>': 'Vos chances de gagner\xa0: <b>%1</b>',
 '<p><b>Battle on %1</b></p>': '<p><b>Bataille sur %1</b></p>', '%1 rolls %2': '%1 obtient %2', 'Round %1: %2.': 'Manche %1\xa0: %2.',
 'Tie for the highest die: the tied sides score 1 and roll again.': 'Égalité au plus haut dé\xa0: les ex æquo marquent 1 et relancent.',
 '<b>%1 wins.</b>': '<b>%1 l\'emporte.</b>', '%1 +%2': '%1 +%2', 'Points: %1.': 'Points\xa0: %1.',
 'The tile drawn, %1, fits nowhere: it is set aside and another is drawn.': "La tuile piochée, %1, ne peut être posée nulle part\xa0: elle est écartée et une autre est piochée.",
 'Turn %1: %2': 'Tour %1\xa0: %2', '%1 places %2, %3': '%1 pose %2, %3', ', no meeple.': ', sans pion.', ', with a %1.': ', avec un %1.',
 'No battle and no feature completed this turn.': 'Ni bataille ni élément terminé ce tour.',
 '<h3>Final scoring</h3>': '<h3>Décompte final</h3>',
 'No unfinished feature holds a meeple.': "Aucun élément inachevé ne porte de pion.",
 'Team score': "Score d'équipe", '%1 team (%2)': 'Équipe %1 (%2)',
 'Shared victory: the two teams are level!': 'Victoire partagée\xa0: les deux équipes sont à égalité\xa0!',
 'The %1 team wins!': "L'équipe %1 gagne\xa0!",
 'Scores': 'Scores', 'Shared victory: %1!': 'Victoire partagée\xa0: %1\xa0!', '%1 wins!': '%1 gagne\xa0!', 'Game over': 'Partie terminée',
 'Cannot start the game': 'Impossible de commencer la partie', '<b>A new game begins.</b>': '<b>Une nouvelle partie commence.</b>',
 'Open a game': 'Ouvrir une partie', 'Game records (*.yaml *.yml)': 'Parties enregistrées (*.yaml *.yml)',
 'Cannot open the game': "Impossible d'ouvrir la partie", 'Cannot save the game': "Impossible d'enregistrer la partie",
 '%1: %2': '%1\xa0: %2', 'Saved to %1': 'Enregistré dans %1', 'Save the game': 'Enregistrer la partie',
 'Resume the game?': 'Reprendre la partie\xa0?',
 'The last game was not finished properly. Resume it where it stopped?': "La dernière partie ne s'est pas terminée normalement. La reprendre là où elle s'est arrêtée\xa0?",
 'Rules summary': 'Résumé des règles', 'About Carcassonne: Star Wars': 'À propos de Carcassonne\xa0: Star Wars',
 '<p><b>Carcassonne: Star Wars for the desktop</b> %1</p><p>Place tiles, send merchants, explorers and conquerors, and fight dice battles, at one screen for 2 to 5 players.</p>':
   "<p><b>Carcassonne\xa0: Star Wars pour l'ordinateur</b> %1</p><p>Posez des tuiles, envoyez marchands, explorateurs et conquérants, et livrez des batailles de dés, sur un seul écran, de 2 à 5 joueurs.</p>",
 'New game': 'Nouvelle partie', '&Players:': '&Joueurs\xa0:', '&Team play (red and green against black and white)': '&Par équipes (rouge et vert contre noir et blanc)',
 'Seats, in playing order:': 'Places, dans l\'ordre de jeu\xa0:', '&Seed:': '&Graine\xa0:', 'random': 'au hasard', 'Tile set:': 'Jeu de tuiles\xa0:',
 'Standard (76 tiles)': 'Standard (76 tuiles)', 'House rules:': 'Variantes\xa0:', 'Player %1': 'Joueur %1',
 'The seed must be a whole number, or empty for a random game.': 'La graine doit être un nombre entier, ou vide pour une partie au hasard.',
 'Team play needs four players: red, black, green, white.': 'Le jeu par équipes demande quatre joueurs\xa0: rouge, noir, vert, blanc.',
 'Each player needs a different colour.': 'Chaque joueur doit avoir une couleur différente.',
 '&Hint': '&Conseil', 'Computer &speed': "&Vitesse de l'ordinateur", '&Instant': '&Instantanée', '&Normal': '&Normale', '&Slow': '&Lente',
 'Reduce &motion': 'Réduire les a&nimations',
 'No movement on the board: tiles, meeples, dice and points appear at once':
     'Rien ne bouge sur le plateau\xa0: tuiles, meeples, dés et points apparaissent aussitôt',
 '%1 is thinking...': '%1 réfléchit...', 'Hint: place the tile at %1 as shown': 'Conseil\xa0: posez la tuile en %1 telle que montrée',
 ', then a %1 on the %2': ', puis un %1 sur %2', 'Person': 'Humain',
 'New tile set': 'Nouveau jeu de tuiles',
 'Rename the set': 'Renommer le jeu',
 'Change an edge': 'Changer un bord',
 'Join two edges': 'Relier deux bords',
 'Separate two edges': 'Séparer deux bords',
 'Add the planet': 'Ajouter la planète',
 'Remove the planet': 'Retirer la planète',
 'Change the symbols': 'Changer les symboles',
 'Change the count': "Changer le nombre d'exemplaires",
 'Rename a tile': 'Renommer une tuile',
 'Choose the start tile': 'Choisir la tuile de départ',
 'Add a tile': 'Ajouter une tuile',
 'Duplicate a tile': 'Dupliquer une tuile',
 'Delete a tile': 'Supprimer une tuile',
 'Open a tile set': 'Ouvrir un jeu de tuiles',
 'Tile sets (*.yaml *.yml)': 'Jeux de tuiles (*.yaml *.yml)',
 'Cannot open the tile set': "Impossible d'ouvrir le jeu de tuiles",
 "Another tile already has the id '%1'.": "Une autre tuile a déjà l'identifiant «\xa0%1\xa0».",
 'untitled': 'sans titre',
 '%1[*] - Tile set editor': '%1[*] - Éditeur de jeux de tuiles',
 '&Tile set': '&Jeu de tuiles',
 '&Edit': '&Édition',
 '&New set': '&Nouveau jeu',
 '&Redo': '&Rétablir',
 'Add a &tile': 'Ajouter une &tuile',
 '&Duplicate the tile': '&Dupliquer la tuile',
 'De&lete the tile': '&Supprimer la tuile',
 '&Play with this set': '&Jouer avec ce jeu',
 '&Close': '&Fermer',
 'Set name:': 'Nom du jeu\xa0:',
 'Id:': 'Identifiant\xa0:',
 'Copies:': 'Exemplaires\xa0:',
 'The game you left at this address is over or no longer hosted there: this is another game.': "La partie que vous avez quittée à cette adresse est terminée ou n'y est plus hébergée : celle-ci est une autre partie.",
 'Start tile': 'Tuile de départ', 'Placed first, in a single copy.': 'Posée la première, en un seul exemplaire.',
 'Planet in the centre': 'Planète au centre',
 'Edges joined in one feature (first row: routes, second: asteroid fields):': "Bords reliés en un même élément (en 1re ligne les routes, en 2e les champs d'astéroïdes)\xa0:",
 'Faction symbols on each feature:': 'Symboles de faction sur chaque élément\xa0:',
 'line %1, column %2: %3': 'ligne %1, colonne %2\xa0: %3',
 'Edit the YAML text': 'Modifier le texte YAML',
 'Click near an edge of the picture to change it: space, route, asteroid field.': "Cliquez près d'un bord de l'image pour le changer\xa0: espace, route, champ d'astéroïdes.",
 'Cannot save the tile set': "Impossible d'enregistrer le jeu de tuiles",
 'Save the tile set': 'Enregistrer le jeu de tuiles',
 'Unsaved changes': 'Modifications non enregistrées',
 'The tile set has changes. Save them?': 'Le jeu de tuiles a été modifié. Enregistrer les modifications\xa0?',
 'Tile &sets': '&Jeux de tuiles',
 '&Edit...': '&Modifier...',
 'tile %1': 'tuile %1', 'Edges:': 'Bords\xa0:',
 'a tile': 'une tuile',
 "cannot read the file '%1'": 'impossible de lire le fichier «\xa0%1\xa0»',
 '%1 must be a mapping (key: value lines)': '%1 doit être une table (lignes «\xa0clé: valeur\xa0»)',
 'unsupported format %1 (this program reads format 1)': 'format %1 non pris en charge (ce programme lit le format 1)',
 "the tile set's name is empty": 'le nom du jeu de tuiles est vide',
 'the tile set has no tiles': "le jeu de tuiles n'a aucune tuile",
 '%1 has an empty id': '%1 a un identifiant vide',
 "the id '%1' is used twice": "l'identifiant «\xa0%1\xa0» est utilisé deux fois",
 '%1: count %2 is out of range (1 to 999)': '%1\xa0: le nombre %2 est hors limites (1 à 999)',
 '%1: edges must list 4 edge types (N, E, S, W), not %2': '%1\xa0: edges doit donner 4 types de bord (N, E, S, W), pas %2',
 "%1: unknown edge type '%2' (space, route or asteroid)": '%1\xa0: type de bord inconnu «\xa0%2\xa0» (space, route ou asteroid)',
 "%1: unknown side '%2' (N, E, S or W)": '%1\xa0: côté inconnu «\xa0%2\xa0» (N, E, S ou W)',
 "%1: unknown faction '%2' (rebel, empire or bounty)": '%1\xa0: faction inconnue «\xa0%2\xa0» (rebel, empire ou bounty)',
 '%1: a segment of %2 joins no edge': '%1\xa0: un segment de %2 ne relie aucun bord',
 '%1: edge %2 is not of the kind %3 but a segment of it covers it': "%1\xa0: le bord %2 n'est pas du type %3 mais un segment de ce type le couvre",
 '%1: edge %2 is covered by two segments of %3': '%1\xa0: le bord %2 est couvert par deux segments de %3',
 '%1: edge %2 is %3 but no segment covers it': '%1\xa0: le bord %2 est de type %3 mais aucun segment ne le couvre',
 '%1: the planet must be surrounded by space': "%1\xa0: la planète doit être entourée d'espace",
 "no tile is the start tile (exactly one needs 'start: true')": "aucune tuile n'est la tuile de départ (il en faut exactement une avec «\xa0start: true\xa0»)",
 "%1: a second start tile (the start tile is already '%2')": '%1\xa0: une seconde tuile de départ (la tuile de départ est déjà «\xa0%2\xa0»)',
 '%1: the start tile must have count 1, not %2': '%1\xa0: la tuile de départ doit avoir 1 exemplaire, pas %2',
 "the key '%1' appears twice": 'la clé «\xa0%1\xa0» apparaît deux fois',
 '%1: too many symbols of one faction on one feature': "%1\xa0: trop de symboles d'une faction sur un élément",
 '%1 is used by another window': '%1 est utilisé par une autre fenêtre',
 'the folder %1 cannot be created': 'le dossier %1 ne peut pas être créé',
 '%1 cannot be created': '%1 ne peut pas être créé',
 '%1 cannot be created: permission denied': '%1 ne peut pas être créé\xa0: permission refusée',
 '%1 cannot be created: the disk is full': '%1 ne peut pas être créé\xa0: le disque est plein',
 'Galaxy Traders re-placement: %1 puts its %2 back on %3.': 'Commerçants galactiques, redéploiement\xa0: %1 repose son %2 sur %3.',
 'Galaxy Traders: %1 keeps its %2 in the reserve.': 'Commerçants galactiques\xa0: %1 garde son %2 en réserve.',
 'Routes': 'Routes',
 'Fields': 'Champs',
 'Planets': 'Planètes',
 'Battles': 'Batailles',
 'Final scoring': 'Décompte final',
 'Total': 'Total',
 'Team total': "Total de l'équipe",
 '%1 is already open in another window.': '%1 est déjà ouvert dans une autre fenêtre.',
 'The game could not be saved automatically: %1': "La partie n'a pas pu être sauvegardée automatiquement\xa0: %1",
 'Carcassonne: Star Wars[*]': 'Carcassonne\xa0: Star Wars[*]',
 '%1[*] - Carcassonne: Star Wars': '%1[*] - Carcassonne\xa0: Star Wars',
 '&Final scoring': '&Décompte final',
 '%1 (%2) is thinking…': '%1 (%2) réfléchit…',
 '<b>%1</b> (%2) is thinking…': '<b>%1</b> (%2) réfléchit…',
 '<b>%1</b> (%2) is thinking… %3 s': '<b>%1</b> (%2) réfléchit… %3\xa0s',
 '<b>%1</b> (%2) is playing…': '<b>%1</b> (%2) joue…',
 '&Move now': '&Jouer maintenant',
 'Move now: the computer stops thinking and plays the best move it has found (%1)':
   "Jouer maintenant\xa0: l'ordinateur cesse de réfléchir et joue le meilleur coup qu'il a trouvé (%1)",
 'Waiting for <b>%1</b>…': 'En attente de <b>%1</b>…',
 'Save the game?': 'Enregistrer la partie\xa0?',
 'The game in progress has turns that are not saved. Save the game in progress?': 'La partie en cours a des tours qui ne sont pas enregistrés. Enregistrer la partie en cours\xa0?',
 'The game was not saved, and the file on disk is unchanged.\n%1': "La partie n'a pas été enregistrée, et le fichier sur le disque est inchangé.\n%1",
 'Hint: take the face-up tile that is marked.': 'Conseil\xa0: prenez la tuile visible qui est marquée.',
 'Hint: draw from the pile.': 'Conseil\xa0: piochez.',
 'Hint: put the tile on the cell framed in blue, turned as shown, with a %1 on the spot marked in blue.': 'Conseil\xa0: posez la tuile sur la case encadrée de bleu, tournée comme montré, avec un %1 sur l’emplacement marqué en bleu.',
 'Hint: put the tile on the cell framed in blue, turned as shown, with no meeple.': 'Conseil\xa0: posez la tuile sur la case encadrée de bleu, tournée comme montré, sans pion.',
 'Resume unfinished work?': 'Reprendre le travail inachevé\xa0?',
 'The program stopped last time without closing this work: games left unfinished, tile sets with changes not saved. Resume the checked ones where they stopped (each game in a window of its own, a tile set in the Tile sets mode), or discard them?':
   "La dernière fois, le programme s'est arrêté sans fermer ce travail\xa0: des parties inachevées, des jeux de tuiles aux modifications non enregistrées. Reprendre ce qui est coché là où c'en était (chaque partie dans sa propre fenêtre, un jeu de tuiles dans le mode Jeux de tuiles), ou l'abandonner\xa0?",
 'A tile set that cannot be read (%1), saved %2': 'Un jeu de tuiles illisible (%1), enregistré le %2',
 'Tile set %1 — changes not saved, made %2': 'Jeu de tuiles %1 — modifications non enregistrées, faites le %2',
 'Tile set “%1” (%2) — changes not saved, made %3': 'Jeu de tuiles «\xa0%1\xa0» (%2) — modifications non enregistrées, faites le %3',
 'Tile set “%1” — never saved, made %2': 'Jeu de tuiles «\xa0%1\xa0» — jamais enregistré, fait le %2',
 'A tile set without a name — never saved, made %1': 'Un jeu de tuiles sans nom — jamais enregistré, fait le %1',
 'Reading the work left unfinished…': 'Lecture du travail laissé en cours…',
 'Cannot recover the tile set': 'Impossible de récupérer le jeu de tuiles',
 "The tile set's recovery copy could not be written: %1": "La copie de secours du jeu de tuiles n'a pas pu être écrite\xa0: %1",
 '%1 is not the recovery copy of a tile set': "%1 n'est pas la copie de secours d'un jeu de tuiles",
 'Opening %1…': 'Ouverture de %1…',
 'Open a tile set in the Tile sets mode.': 'Ouvrir un jeu de tuiles dans le mode Jeux de tuiles.',
 'Problems (%1)': 'Problèmes (%1)',
 'The YAML text has a problem (see Problems). The tiles and the form show again, as the text says, once it is fixed.':
   "Le texte YAML a un problème (voir Problèmes). Les tuiles et le formulaire réapparaissent, tels que le texte les décrit, dès qu'il est corrigé.",
 'The text holds what the form cannot show: fix it in the YAML text (activate a problem to go to its line). It is kept as typed and can be saved as it is.':
   "Le texte contient ce que le formulaire ne peut pas afficher\xa0: corrigez-le dans le texte YAML (activez un problème pour aller à sa ligne). Il est conservé tel que vous l'avez saisi et peut être enregistré tel quel.",
 'The set can be edited and saved with these problems; it cannot be played until they are fixed. Activate one to show its tile and its line.':
   "Le jeu de tuiles peut être modifié et enregistré avec ces problèmes\xa0; on ne pourra y jouer qu'une fois ceux-ci corrigés. Activez-en un pour afficher sa tuile et sa ligne.",
 'No problems: the set can be played.': 'Aucun problème\xa0: ce jeu de tuiles est jouable.',
 'Save the text as it is?': 'Enregistrer le texte tel quel\xa0?',
 'This text is not valid YAML; save it anyway?': "Ce texte n'est pas du YAML valide\xa0; l'enregistrer quand même\xa0?",
 '…and %n more (see Problems).': ('…et %n autre (voir Problèmes).', '…et %n autres (voir Problèmes).'),
 'This set cannot be played yet': 'On ne peut pas encore jouer avec ce jeu de tuiles',
 'Fix these problems first; the set can be saved as it is meanwhile.': "Corrigez d'abord ces problèmes\xa0; en attendant, le jeu de tuiles peut être enregistré tel quel.",
 'A game that cannot be read (%1), saved %2': 'Une partie illisible (%1), sauvegardée le %2',
 '%1 — turn %2 — saved %3': '%1 — tour %2 — sauvegardée le %3',
 '&Resume': '&Reprendre',
 '&Discard': 'Ne pas &enregistrer',
 '&Not now': '&Pas maintenant',
 'The game is over: Game > Final scoring (F8) shows the scores.': 'La partie est terminée\xa0; le menu Partie > Décompte final (F8) montre les scores.',
 'Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a yellow circle, then confirm) or keep it.': "Commerçants galactiques\xa0: %1 peut reposer son %2 sur n'importe quelle route inachevée et libre (cliquez sur un cercle jaune, puis confirmez) ou le garder.",
 'End': 'Fin',
 'Small meeples left': 'Petits pions restants',
 'Large meeple left': 'Grand pion restant',
 # Files from anyone: the file and its text (tile sets and game records alike).
 "'%1' is not a regular file: a folder, a device or a pipe cannot be opened":
   "«\xa0%1\xa0» n'est pas un fichier ordinaire\xa0: un dossier, un périphérique ou un tube ne peut pas être ouvert",
 "the file '%1' is too large (more than %2 MiB)": 'le fichier «\xa0%1\xa0» est trop gros (plus de %2 Mio)',
 'the text is not UTF-8': "le texte n'est pas en UTF-8",
 'the text holds the control character %1': 'le texte contient le caractère de contrôle %1',
 "YAML syntax error: unexpected '%1'": "erreur de syntaxe YAML\xa0: «\xa0%1\xa0» inattendu",
 'the file holds too many YAML values (more than %1)': 'le fichier contient trop de valeurs YAML (plus de %1)',
 'YAML aliases (*name) are not supported': 'les alias YAML (*nom) ne sont pas pris en charge',
 "YAML tags such as '%1' are not supported (the formats have none)":
   "les étiquettes YAML comme «\xa0%1\xa0» ne sont pas prises en charge (les formats n'en ont pas)",
 '%1: a segment of %2 lists edge %3 twice': '%1\xa0: un segment de %2 cite deux fois le bord %3',
 'a name holds %1, a character that reorders or breaks the text around it':
   'un nom contient %1, un caractère qui réordonne ou coupe le texte autour de lui',
 "the tile set's name holds %1, a character that reorders or breaks the text around it":
   'le nom du jeu de tuiles contient %1, un caractère qui réordonne ou coupe le texte autour de lui',
 'an id holds %1, an invisible formatting character': 'un identifiant contient %1, un caractère de mise en forme invisible',
 'a list or mapping in brackets ([...] or {...}) is too large to read at once (more than %1 brackets, commas, colons, quotes and other YAML marks): write long lists one item a line':
   "une liste ou une table entre crochets ou accolades ([...] ou {...}) est trop grande pour être lue d'un bloc (plus de %1 crochets, virgules, deux-points, guillemets et autres signes YAML)\xa0: écrivez les longues listes un élément par ligne",
 'more errors follow (only the first %1 are listed)': "d'autres erreurs suivent (seules les %1 premières sont indiquées)",
 'this file is a tile set, not a game record: open it in the tile-set editor (Tile sets > Edit)':
   "ce fichier est un jeu de tuiles, pas une partie enregistrée\xa0: ouvrez-le dans l'éditeur de jeux de tuiles (Jeux de tuiles > Modifier)",
 'this file is a game record, not a tile set: open it with Game > Open':
   "ce fichier est une partie enregistrée, pas un jeu de tuiles\xa0: ouvrez-le avec Partie > Ouvrir",
 'unsupported game record format %1 (this program reads format %2)':
   "format de partie enregistrée %1 non pris en charge (ce programme lit le format %2)",
 'a name holds a control character': 'un nom contient un caractère de contrôle',
 'a name is not UTF-8 text': "un nom n'est pas un texte UTF-8",
 "'%1' is %2; allowed: %3 to %4": '«\xa0%1\xa0» vaut %2\xa0; valeurs permises\xa0: de %3 à %4',
 # The limits of a tile set.
 "the tile set's name holds a control character": 'le nom du jeu de tuiles contient un caractère de contrôle',
 "the tile set's name is not UTF-8 text": "le nom du jeu de tuiles n'est pas un texte UTF-8",
 'an id holds a control character': 'un identifiant contient un caractère de contrôle',
 'an id is not UTF-8 text': "un identifiant n'est pas un texte UTF-8",
 'too many faces (%1; at most %2)': 'trop de faces (%1\xa0; %2 au plus)',
 'too many tiles (%1 with the copies; at most %2)': 'trop de tuiles (%1 avec les exemplaires\xa0; %2 au plus)',
 'too many symbols of the %1 on all the tiles together (%2 with the copies; at most %3)':
   "trop de symboles de la faction %1 sur l'ensemble des tuiles (%2 avec les exemplaires\xa0; %3 au plus)",
 # Messages with a count: (singular, plural), Qt's numerus forms for French (0 and 1 are singular).
 '%n tile(s)': ('%n tuile', '%n tuiles'),
 '%n symbol(s)': ('%n symbole', '%n symboles'),
 '%n point(s)': ('%n point', '%n points'),
 '%n die(s)': ('%n dé', '%n dés'),
 '+%n point(s)': ('+%n point', '+%n points'),
 '%n kind(s)': ('%n sorte', '%n sortes'),
 '%n planet(s)': ('%n planète', '%n planètes'),
 '%n rebel': ('%n rebelle', '%n rebelles'),
 '%n imperial': ('%n impérial', '%n impériaux'),
 '%n bounty': ('%n chasseur de primes', '%n chasseurs de primes'),
 '%n route edge(s)': ('%n bord de route', '%n bords de route'),
 '%n asteroid edge(s)': ("%n bord d'astéroïdes", "%n bords d'astéroïdes"),
 '%1 (%2), %3; symbols: %4, %5, %6; %7, %8': '%1 (%2), %3\xa0; symboles\xa0: %4, %5, %6\xa0; %7, %8',
 'the file holds %n YAML document(s); it must hold one':
   ("le fichier contient %n document YAML\xa0; il doit n'en contenir qu'un", "le fichier contient %n documents YAML\xa0; il doit n'en contenir qu'un"),
 'lists and mappings are nested too deep (more than %n level(s))':
   ('les listes et les tables sont imbriquées trop profondément (plus de %n niveau)', 'les listes et les tables sont imbriquées trop profondément (plus de %n niveaux)'),
 "the name '%1' is too long (%n character(s); at most %2)":
   ('le nom «\xa0%1\xa0» est trop long (%n caractère\xa0; %2 au plus)', 'le nom «\xa0%1\xa0» est trop long (%n caractères\xa0; %2 au plus)'),
 "the tile set's name is too long (%n character(s); at most %1)":
   ('le nom du jeu de tuiles est trop long (%n caractère\xa0; %1 au plus)', 'le nom du jeu de tuiles est trop long (%n caractères\xa0; %1 au plus)'),
 "the id '%1' is too long (%n character(s); at most %2)":
   ("l'identifiant «\xa0%1\xa0» est trop long (%n caractère\xa0; %2 au plus)", "l'identifiant «\xa0%1\xa0» est trop long (%n caractères\xa0; %2 au plus)"),
 # Scores as sentences.
 'the completed trading route': 'la route commerciale terminée',
 'the completed asteroid field': "le champ d'astéroïdes terminé",
 'the completed planet': 'la planète terminée',
 '%1 scores %2 for %3 (%4, %5).': '%1 marque %2 pour %3 (%4, %5).',
 '%1 score %2 for %3 (%4, %5).': '%1 marquent %2 pour %3 (%4, %5).',
 'unfinished trading route': 'route commerciale inachevée',
 'unfinished asteroid field': "champ d'astéroïdes inachevé",
 'unfinished planet': 'planète inachevée',
 '%1 — %2 (%3, %4)': '%1 — %2 (%3, %4)',
 # The editor's side letters: W is O (ouest) in French.
 'the trading route': 'la route commerciale', 'the asteroid field': "le champ d'astéroïdes", 'the planet': 'la planète',
 'N': 'N', 'E': 'E', 'S': 'S', 'W': 'O',
 # The command line (--help).
 'Interface language (en or fr).': "Langue de l'interface (en ou fr).",
 'A saved game to open (a finished game opens in the Review mode).': 'Une partie enregistrée à ouvrir (une partie terminée s’ouvre dans le mode Revoir).',
 'Show this help and quit.': 'Afficher cette aide, puis quitter.',
 # The phrases the engine passes in its errors (Texts::engineWords); file words stay as written.
 'a game record': 'une partie enregistrée',
 'a turn': 'un tour',
 'meeple': '«\xa0meeple\xa0»',
 'the document': 'le document',
 'an integer': 'un entier',
 'a non-negative integer': 'un entier positif ou nul',
 'a string': 'un texte',
 'a list': 'une liste',
 'a mapping': 'une table',
 'a boolean (true or false)': 'un booléen (true ou false)',
 'a list of two integers [x, y]': 'une liste de deux entiers [x, y]',
 'a list of die faces': 'une liste de faces de dé',
 'a list of re-placements': 'une liste de reposes',
 'keep or {at: [x, y], edge: side}': 'keep ou «\xa0{at: [x, y], edge: côté}\xa0»',
 'a list of player names': 'une liste de noms de joueurs',
 'a list of colours': 'une liste de couleurs',
 'a list: person or a computer level per seat': "une liste\xa0: person ou un niveau de l'ordinateur par place",
 'a list of variant names': 'une liste de noms de variantes',
 'a list of turns': 'une liste de tours',
 'a list of edge types (space, route, asteroid)': 'une liste de types de bord (space, route, asteroid)',
 'a list of factions (rebel, empire, bounty)': 'une liste de factions (rebel, empire, bounty)',
 'a list of sides (N, E, S, W)': 'une liste de côtés (N, E, S, W)',
 'a list of segments, each a list of sides such as [E, W] or a mapping with edges and symbols': 'une liste de segments, chacun une liste de côtés comme [E, W] ou une table avec edges et symbols',
 'row or pile': 'row ou pile',
 '0, 90, 180 or 270': '0, 90, 180 ou 270',
 'small or large': 'small ou large',
 'route, asteroid or planet': 'route, asteroid ou planet',
 'N, E, S or W': 'N, E, S ou W',
 '1 to 6': 'de 1 à 6',
 'person, remote, random, easy, medium, hard or expert': 'person, remote, random, easy, medium, hard ou expert',
 'a set-aside tile is not placed': "une tuile écartée n'est pas posée",
 'nothing for a planet (use at)': 'rien pour une planète (utilisez at)',
 "a route is named by the placed tile's edge": 'une route se désigne par le bord de la tuile posée',
 'at most one per player': 'au plus un par joueur',
 'one per player': 'un par joueur',
 'team play needs exactly the players red, black, green, white in that seat order': 'le jeu par équipes demande exactement les joueurs rouge, noir, vert, blanc, dans cet ordre',
 'a game needs 2 to 5 players': 'une partie se joue de 2 à 5 joueurs',
 'too many symbolic links': 'trop de liens symboliques',
 'not a regular file (a folder, a device or a pipe is never replaced)':
     "ce n'est pas un fichier ordinaire (un dossier, un périphérique ou un tube n'est jamais remplacé)",
 'the colour %1 is taken twice': 'deux places ont la même couleur (%1)',
 '%n name(s)': ('%n nom', '%n noms'), '%n seat(s)': ('%n place', '%n places'),
 # yaml-cpp's parser messages (Texts::yamlMessage).
 'YAML directives must have exactly one argument': 'les directives YAML doivent avoir exactement un argument',
 'bad YAML version: ': 'version YAML incorrecte\xa0: ',
 'YAML major version too large': 'version majeure de YAML trop grande',
 'repeated YAML directive': 'directive YAML répétée',
 'TAG directives must have exactly two arguments': 'les directives TAG doivent avoir exactement deux arguments',
 'repeated TAG directive': 'directive TAG répétée',
 'illegal character found while scanning tag handle': "caractère interdit dans le préfixe d'une étiquette",
 'tag handle with no suffix': "préfixe d'étiquette sans suffixe",
 'end of verbatim tag not found': "fin de l'étiquette verbatim introuvable",
 'end of map not found': 'fin de la table introuvable',
 'end of map flow not found': 'fin de la table entre accolades introuvable (il manque «\xa0}\xa0»)',
 'end of sequence not found': 'fin de la liste introuvable',
 'end of sequence flow not found': 'fin de la liste entre crochets introuvable (il manque «\xa0]\xa0»)',
 'cannot assign multiple tags to the same node': 'impossible de donner plusieurs étiquettes à un même nœud',
 'cannot assign multiple anchors to the same node': 'impossible de donner plusieurs ancres à un même nœud',
 'cannot assign multiple aliases to the same node': 'impossible de donner plusieurs alias à un même nœud',
 "aliases can't have any content, *including* tags": 'un alias ne peut avoir aucun contenu, pas même une étiquette',
 'bad character found while scanning hex number': 'caractère incorrect dans un nombre hexadécimal',
 'invalid unicode: ': 'caractère Unicode non valide\xa0: ',
 'unknown escape character: ': "caractère d'échappement inconnu\xa0: ",
 'unknown token': 'élément inconnu',
 'illegal document indicator in scalar': 'indicateur de document interdit dans une valeur',
 'illegal EOF in scalar': 'fin de fichier inattendue dans une valeur',
 'illegal character in scalar': 'caractère interdit dans une valeur',
 'illegal tab when looking for indentation': "tabulation interdite dans l'indentation",
 'illegal flow end': "fermeture de crochet ou d'accolade inattendue",
 'illegal block entry': 'élément de liste inattendu',
 'illegal map key': 'clé de table inattendue',
 'illegal map value': 'valeur de table inattendue',
 'alias not found after *': "nom d'alias absent après *",
 'anchor not found after &': "nom d'ancre absent après &",
 'illegal character found while scanning alias': 'caractère interdit dans un alias',
 'illegal character found while scanning anchor': 'caractère interdit dans une ancre',
 'cannot set zero indentation for a block scalar': 'un bloc de texte ne peut pas avoir une indentation nulle',
 'unexpected character in block scalar': 'caractère inattendu dans un bloc de texte',
 'the referenced anchor is not defined': "l'ancre citée n'est pas définie",
 'unexpected end sequence token': 'fin de liste inattendue',
 'unexpected end map token': 'fin de table inattendue',
 'invalid character in single-quoted string': 'caractère non valide dans une chaîne entre apostrophes',
 'The last tile of %1: %2': 'La dernière tuile de %1\xa0: %2',
 'Tiles around it: %1 of 8': 'Tuiles autour\xa0: %1 sur 8',
 'Tiles: %1': 'Tuiles\xa0: %1',
 'Symbols: %1': 'Symboles\xa0: %1',
 'Held by %1.': 'Tenu par %1.',
 'Nobody holds it.': "Personne ne l'occupe.",
 'Completed: it has scored.': 'Terminé\xa0: il a déjà rapporté ses points.',
 "If completed: scored per side present (Explorers' Guild).": "S'il est terminé\xa0: décompte pour chaque camp présent (Guilde des explorateurs).",
 'If completed: %n point(s).': ("S'il est terminé\xa0: %n point.", "S'il est terminé\xa0: %n points."),
 "Unfinished at the end: 2 per meeple's tile (Endgame).": 'Inachevé à la fin\xa0: 2 par tuile où se tient un pion (Fin de partie).',
 'Unfinished at the end: %n point(s).': ('Inachevé à la fin\xa0: %n point.', 'Inachevé à la fin\xa0: %n points.'),
 'Turns': 'Tours',
 # The analysis of a reviewed game (app/ui/analysisrunner, analysistext, winchancechart).
 'The analysis could not be kept in %1: %2': "L'analyse n'a pas pu être conservée dans %1\xa0: %2",
 'the tile %1': 'la tuile %1',
 '%1, rotated %2°': '%1, pivotée de %2°',
 '%1, no meeple': '%1, sans pion',
 '%1; %2': '%1\xa0; %2',
 '%1, with a %2': '%1, avec un %2',
 '%1 placed %2': '%1 a posé %2',
 '%1 drew from the pile': '%1 a pioché',
 '%1 took %2 from the face-up row': '%1 a pris %2 parmi les tuiles visibles',
 'drawing from the pile': 'piocher',
 'taking %1 from the face-up row': 'prendre %1 parmi les tuiles visibles',
 '%1 put the %2 back on %3': '%1 a redéployé son %2 sur %3',
 '%1 kept the %2 in the reserve': '%1 a gardé son %2 en réserve',
 'the %1 on %2': 'le %1 sur %2',
 'keeping it in the reserve': 'le garder en réserve',
 '%1 points less than the best move found': ('%1 point de moins que le meilleur coup trouvé', '%1 points de moins que le meilleur coup trouvé'),
 '%1%': '%1\xa0%', '%1 s': '%1\xa0s', 'the file is empty': 'le fichier est vide',
 'Open &recent': 'Parties &récentes', 'No recent games': 'Aucune partie récente', '&Clear the list': '&Vider la liste',
 '%1 no longer exists: it is removed from the recent games.': "%1 n'existe plus\xa0: la partie est retirée de la liste des parties récentes.",
 "Back to your last turn: the computers' moves after it are taken back too (%n turn(s)); they will play again.":
   ("Retour à votre dernier tour\xa0: les coups joués ensuite par les ordinateurs sont repris aussi (%n tour) et seront rejoués.",
    "Retour à votre dernier tour\xa0: les coups joués ensuite par les ordinateurs sont repris aussi (%n tours) et seront rejoués."),
 'file': 'fichier',
 "; \x04between the sides' rolls of a battle round": '\u202f; ',
 '%1: as good as the best move found (%2)': '%1\xa0: un coup aussi bon que le meilleur trouvé (%2)',
 '%1: %2 (%3)': '%1\xa0: %2 (%3)',
 '%1 %2\x04a sentence, then its loss mark ? or ??': '%1\u202f%2',
 '%1: the best move found': "%1\xa0: c'est le meilleur coup trouvé",
 'Turn %1': 'Tour %1',
 'Not analysed yet': "Pas encore d'analyse",
 'Chance of winning': 'Chances de victoire',
 # Network play: hosting, joining, the lobby, the chat.
 'Chat': 'Discussion',
 'Send': 'Envoyer',
 'Only the host can save a network game: its record holds the order of the tiles, which the other players do not see.': "Seul l'hôte peut enregistrer une partie en réseau\xa0: son enregistrement contient l'ordre des tuiles, que les autres joueurs ne voient pas.",
 'Host a network game': 'Héberger une partie en réseau',
 'Tile set &file...': 'F&ichier de tuiles…',
 '&Continue a saved game...': '&Reprendre une partie enregistrée…',
 '<b>Network</b>': '<b>Réseau</b>',
 'P&ort:': 'P&ort\xa0:',
 'Pass&word:': 'Mot de pa&sse\xa0:',
 'none': 'aucun',
 'none\x04no house rule': 'aucune',
 '&Copy': '&Copier',
 'Continuing %1: the players who join with their old names take their seats back.': 'Reprise de %1\xa0: les joueurs qui rejoignent la partie sous leur ancien nom retrouvent leur place.',
 'The others join at one of these addresses (your firewall must let port %1 in):': 'Les autres rejoignent la partie à l’une de ces adresses (votre pare-feu doit laisser entrer le port %1)\xa0:',
 'Play with a tile set': 'Jouer avec un jeu de tuiles',
 'Continue a saved game': 'Reprendre une partie enregistrée',
 'Time per t&urn:': 'Durée d’un to&ur\xa0:',
 'Off (friends)': 'Illimitée (entre amis)',
 '30 seconds': '30\xa0secondes', '1 minute': '1\xa0minute', '2 minutes': '2\xa0minutes', '5 minutes': '5\xa0minutes',
 'A player who has not played in time has that turn played by an easy computer; after three such turns in a row, the computer keeps the seat. Suggested for players you do not know.':
   'Quand un joueur n’a pas joué à temps, un ordinateur facile joue ce tour à sa place\xa0; après trois tours de suite ainsi, l’ordinateur garde sa place. Conseillé entre joueurs qui ne se connaissent pas.',
 '%n minute(s)': ('%n\xa0minute', '%n\xa0minutes'),
 '%n second(s)': ('%n\xa0seconde', '%n\xa0secondes'),
 'Time per turn: %1, then a computer plays the turn.': 'Durée d’un tour\xa0: %1, puis un ordinateur joue le tour.',
 '%1: %2 left': '%1\xa0: encore %2',
 'Time left: %1': 'Temps restant\xa0: %1',
 'Time is up for <b>%1</b>: the computer plays this turn.': 'Le temps de <b>%1</b> est écoulé\xa0: l’ordinateur joue ce tour.',
 'Time is up for %1: a computer plays this turn.': 'Le temps de %1 est écoulé\xa0: un ordinateur joue ce tour.',
 '%1 ran out of time three turns in a row: a computer plays the seat from now on.':
   '%1 a dépassé le temps trois tours de suite\xa0: un ordinateur joue désormais à sa place.',
 'You ran out of time three turns in a row: a computer plays your seat, and you are watching the game.':
   'Vous avez dépassé le temps trois tours de suite\xa0: un ordinateur joue désormais à votre place, et vous regardez la partie.',
 'No computer is called %1: check the address.': 'Aucun ordinateur ne s’appelle %1\xa0: vérifiez l’adresse.',
 "%1 refused the connection: no game is hosted on that port (is the host's game open?).":
   '%1 a refusé la connexion\xa0: aucune partie n’est hébergée sur ce port (la partie de l’hôte est-elle ouverte\xa0?).',
 "%1 does not answer: check the address, and that the host's firewall lets the port in.":
   '%1 ne répond pas\xa0: vérifiez l’adresse, et que le pare-feu de l’hôte laisse entrer le port.',
 "the saved game's own": 'celui de la partie enregistrée',
 'Join a network game': 'Rejoindre une partie en réseau',
 '&Address of the host:': '&Adresse de l’hôte\xa0:',
 'e.g. 192.168.1.20 or wss://games.example.org:7777': 'p. ex. 192.168.1.20 ou wss://games.example.org:7777',
 'Your &name:': 'Votre &nom\xa0:',
 'if the host set one': 'si l’hôte en a choisi un',
 'Type the address the host gave you, e.g. 192.168.1.20 or wss://games.example.org:7777.':
   'Tapez l’adresse que l’hôte vous a donnée, p. ex. 192.168.1.20 ou wss://games.example.org:7777.',
 'TLS certificate': 'Certificat TLS',
 'TLS key': 'Clé TLS',
 'TLS certificate:': 'Certificat TLS\xa0:',
 'TLS key:': 'Clé TLS\xa0:',
 'PEM files (*.pem *.crt *.cer *.key)': 'Fichiers PEM (*.pem *.crt *.cer *.key)',
 'none: the connections are not encrypted (ws://)': 'aucun\xa0: les connexions ne sont pas chiffrées (ws://)',
 "the certificate's private key (PEM)": 'la clé privée du certificat (PEM)',
 'Choose...': 'Choisir…',
 'Give both the TLS certificate and its key, or neither.': 'Indiquez le certificat TLS et sa clé, ou aucun des deux.',
 'The certificate cannot be used: %1': 'Le certificat est inutilisable\xa0: %1',
 'Not joined: the certificate of %1 was not accepted.': 'Partie non rejointe\xa0: le certificat de %1 n’a pas été accepté.',
 'Unknown certificate': 'Certificat inconnu',
 '<b>No authority vouches for the certificate of %1.</b>': '<b>Aucune autorité ne garantit le certificat de %1.</b>',
 "This happens when the host made their own certificate. Ask the host for the certificate's fingerprint (not through this game) and compare it with this one:<br><br>%1<br><br>%2<br><br>Trust this certificate for %3 from now on, and join?":
   'C’est le cas quand l’hôte a créé lui-même son certificat. Demandez à l’hôte l’empreinte de ce certificat (autrement que par ce jeu) et comparez-la avec celle-ci\xa0:<br><br>%1<br><br>%2<br><br>Faire désormais confiance à ce certificat pour %3 et rejoindre la partie\xa0?',
 'Issued to %1 by %2, valid until %3.': 'Délivré à %1 par %2, valable jusqu’au %3.',
 '&Trust and join': '&Faire confiance et rejoindre',
 '&Do not join': '&Ne pas rejoindre',
 "The server's certificate has changed": 'Le certificat du serveur a changé',
 '<b>The certificate of %1 is not the one you accepted before: the game was not joined.</b>':
   '<b>Le certificat de %1 n’est plus celui que vous aviez accepté\xa0: la partie n’a pas été rejointe.</b>',
 'Someone may be between you and the server, reading and changing what you send (an attack), or the host has made a new certificate.<br><br>Accepted before (SHA-256):<br>%1<br><br>Presented now:<br>%2<br><br>Ask the host whether the certificate changed. Only if it did, forget the old one and join again: you will be asked to compare the new fingerprint.':
   'Quelqu’un s’est peut-être placé entre vous et le serveur pour lire et modifier ce que vous envoyez (une attaque), ou bien l’hôte a créé un nouveau certificat.<br><br>Accepté auparavant (SHA-256)\xa0:<br>%1<br><br>Présenté maintenant\xa0:<br>%2<br><br>Demandez à l’hôte s’il a changé de certificat. Dans ce cas seulement, oubliez l’ancien et rejoignez de nouveau la partie\xa0: on vous demandera de comparer la nouvelle empreinte.',
 '&Forget the old certificate': '&Oublier l’ancien certificat',
 'The name may not hold control characters.': 'Le nom ne peut pas contenir de caractères de contrôle.',
 'Network game: lobby': 'Partie en réseau\xa0: salon',
 '&Start the game': '&Commencer la partie',
 'Start with &computers in the free seats:': 'Commencer avec des &ordinateurs aux places libres\xa0:',
 'easy': 'facile',
 'medium': 'moyen',
 'hard': 'difficile',
 'expert': 'expert',
 '&Leave': '&Quitter',
 'Seat': 'Place',
 'Status': 'État',
 'Connecting to the host...': 'Connexion à l’hôte…',
 '<b>%n player(s)</b>%1, tile set: %2 (%3 tiles). House rules: %4.': ('<b>%n joueur</b>%1, jeu de tuiles\xa0: %2 (%3 tuiles). Variantes\xa0: %4.', '<b>%n joueurs</b>%1, jeu de tuiles\xa0: %2 (%3 tuiles). Variantes\xa0: %4.'),
 ', in teams': ', en équipes',
 'The others join at one of these addresses (Game > Join a network game):': 'Les autres rejoignent la partie à l’une de ces adresses (Partie > Rejoindre une partie en réseau)\xa0:',
 'Computer (%1)': 'Ordinateur (%1)',
 'ready': 'prêt',
 '(open)': '(libre)',
 'waiting for a player': 'en attente d’un joueur',
 '%1 (this computer)': '%1 (cet ordinateur)',
 'joined': 'présent',
 'disconnected': 'déconnecté',
 'The game has started.': 'La partie a commencé.',
 'Every seat is taken: start the game when you are ready.': 'Toutes les places sont prises\xa0: commencez la partie quand vous êtes prêt.',
 '%n seat(s) still open: wait for the others, or start with computers in them.': ('%n place encore libre\xa0: attendez les autres, ou commencez avec un ordinateur à sa place.', '%n places encore libres\xa0: attendez les autres, ou commencez avec des ordinateurs à leur place.'),
 'Waiting for the host to start the game...': 'En attente du lancement de la partie par l’hôte…',
 '&Host a network game...': '&Héberger une partie en réseau…',
 '&Join a network game...': '&Rejoindre une partie en réseau…',
 '&Network': '&Réseau',
 'Show the &lobby': 'Afficher le &salon',
 '&Chat': '&Discussion',
 '&Give a seat to a computer': '&Confier une place à un ordinateur',
 'L&eave the network game': '&Quitter la partie en réseau',
 'Cannot host the game': 'Impossible d’héberger la partie',
 'Cannot copy %1 to %2.': 'Impossible de copier %1 vers %2.',
 'The game cannot be hosted: %1': 'La partie ne peut pas être hébergée\xa0: %1',
 'Cannot receive players on port %1: %2': 'Impossible de recevoir des joueurs sur le port %1\xa0: %2',
 "The server's record of the game cannot be read: %1": 'L’enregistrement de la partie envoyé par le serveur est illisible\xa0: %1',
 "The server's record of the game does not replay: %1": 'L’enregistrement de la partie envoyé par le serveur ne se rejoue pas\xa0: %1',
 'The connection to the game is lost: trying again...': 'La connexion à la partie est perdue\xa0: nouvel essai en cours…',
 'Connected again: the game goes on.': 'De nouveau connecté\xa0: la partie continue.',
 'The network game is over for this program: %1': 'La partie en réseau est terminée pour ce programme\xa0: %1',
 'This game needs a password, and it was missing or wrong.': 'Cette partie demande un mot de passe, et il manquait ou était faux.',
 'Every seat of this game is taken.': 'Toutes les places de cette partie sont prises.',
 'The host runs another version of the program (%1).': 'L’hôte utilise une autre version du programme (%1).',
 'This game has no seat for you any more.': 'Cette partie n’a plus de place pour vous.',
 'The host has too many connections now: try again later.': 'L’hôte a trop de connexions en ce moment\xa0: réessayez plus tard.',
 'Some seats are still open: wait for the players, or start with computers.': 'Des places sont encore libres\xa0: attendez les joueurs, ou commencez avec des ordinateurs.',
 'The host gave your seat to a computer: you are watching the game.': 'L’hôte a confié votre place à un ordinateur\xa0: vous regardez la partie.',
 'Your seat was taken by another connection with your token.': 'Votre place a été reprise par une autre connexion avec votre jeton.',
 'Too many messages: the host closed the connection.': 'Trop de messages\xa0: l’hôte a fermé la connexion.',
 'The host refused: %1': 'L’hôte a refusé\xa0: %1',
 'The host stopped the game and keeps it: it goes on when they host it again.': 'L’hôte a arrêté la partie et la garde\xa0: elle reprendra quand il l’hébergera de nouveau.',
 'The host stopped the game.': 'L’hôte a arrêté la partie.',
 'The host stopped the game': 'L’hôte a arrêté la partie',
 'The host stopped the network game and keeps it to continue it later.': 'L’hôte a arrêté la partie en réseau et la garde pour la continuer plus tard.',
 'Your seat is kept: this window takes it back when the host hosts the game again, and later Game > Join a network game offers it.': 'Votre place est gardée\xa0: cette fenêtre la reprendra quand l’hôte hébergera de nouveau la partie, et plus tard Partie > Rejoindre une partie en réseau vous la proposera.',
 'The host stopped the network game for everyone.': 'L’hôte a arrêté la partie en réseau pour tout le monde.',
 '&Keep the game': '&Garder la partie',
 "Keep the game here to play it on, with computers in the other players' seats, and save it when you like? Otherwise it is not kept anywhere.": 'Garder la partie ici pour la continuer, avec des ordinateurs à la place des autres joueurs, et l’enregistrer quand vous voudrez\u202f? Sinon, elle n’est gardée nulle part.',
 'a spectator': 'un spectateur',
 'Seat %1': 'Place %1',
 '%1 (disconnected)': '%1 (déconnecté)',
 '%1 (free seat)': '%1 (place libre)',
 'A person at this computer': 'Un humain sur cet ordinateur',
 'Open: a player at another computer': 'Libre\xa0: un joueur sur un autre ordinateur',
 # What a tile shows (Texts::tile) and where things are on the board (GameText::direction).
 '%1 and %2': '%1 et %2', '%1 with %2': '%1 avec %2',
 'a tile': 'une tuile', 'a planet tile': 'une tuile planète', 'a tile of empty space': "une tuile d'espace vide",
 'a crossroads of %n route(s)': ('un carrefour de %n route', 'un carrefour de %n routes'),
 'a route': 'une route', '%n route(s)': ('%n route', '%n routes'),
 'a straight route': 'une route droite', '%n straight route(s)': ('%n route droite', '%n routes droites'),
 'a curved route': 'une route en virage', '%n curved route(s)': ('%n route en virage', '%n routes en virage'),
 'a branching route': 'une route qui bifurque', '%n branching route(s)': ('%n route qui bifurque', '%n routes qui bifurquent'),
 'an asteroid field': "un champ d'astéroïdes", '%n asteroid field(s)': ("%n champ d'astéroïdes", "%n champs d'astéroïdes"),
 'an asteroid field across a corner': "un champ d'astéroïdes en coin",
 '%n asteroid field(s) across corners': ("%n champ d'astéroïdes en coin", "%n champs d'astéroïdes en coin"),
 'an asteroid field across the tile': "un champ d'astéroïdes qui traverse la tuile",
 '%n asteroid field(s) across the tile': ("%n champ d'astéroïdes qui traverse la tuile", "%n champs d'astéroïdes qui traversent la tuile"),
 'a large asteroid field': "un grand champ d'astéroïdes",
 'an asteroid field on all four edges': "un champ d'astéroïdes sur les quatre bords",
 'a rebel symbol': 'un symbole rebelle', '%n rebel symbol(s)': ('%n symbole rebelle', '%n symboles rebelles'),
 'an imperial symbol': 'un symbole impérial', '%n imperial symbol(s)': ('%n symbole impérial', '%n symboles impériaux'),
 'a bounty hunter symbol': 'un symbole des chasseurs de primes',
 '%n bounty hunter symbol(s)': ('%n symbole des chasseurs de primes', '%n symboles des chasseurs de primes'),
 'north-west': 'au nord-ouest', 'directly north': 'juste au nord', 'north-east': 'au nord-est',
 'directly west': "juste à l'ouest", 'here': 'ici', 'directly east': "juste à l'est",
 'south-west': 'au sud-ouest', 'directly south': 'juste au sud', 'south-east': 'au sud-est',
 '%n east': ("%n case à l'est", "%n cases à l'est"), '%n west': ("%n case à l'ouest", "%n cases à l'ouest"),
 '%n north': ('%n case au nord', '%n cases au nord'), '%n south': ('%n case au sud', '%n cases au sud'),
 'on the start tile': 'sur la tuile de départ', '%1 of the start tile': '%1 de la tuile de départ',
 '%1 %2 of this tile': '%1 %2 de cette tuile',
 'Hyperspace jump: %1 to %2': "Saut dans l'hyperespace\xa0: %1 vers %2",
 'Re-place (Galaxy Traders): %1 on %2': 'Redéployer (Commerçants galactiques)\xa0: %1 sur %2',
 'The start tile: the game log counts the cells from it.': 'La tuile de départ\xa0: le journal de la partie situe les cases par rapport à elle.',
 '%1: %n to come': ('%1\xa0: encore %n exemplaire à venir', '%1\xa0: encore %n exemplaires à venir'),
    # One window, two modes; New game's tile-set choice; the final-scoring view (issue 12).
    'Copy of %1': 'Copie de %1',
    'New &copy of the standard set': 'Nouvelle &copie du jeu standard',
    'Unfinished features scored at the end:': 'Éléments inachevés comptés à la fin\xa0:',
    'Rank': 'Rang', 'Team': 'Équipe',
    '%1[*] - Tile sets - Carcassonne: Star Wars': '%1[*] - Jeux de tuiles - Carcassonne\xa0: Star Wars',
    'Play': 'Jouer',
    'Play: the board and the game in progress (%1)': 'Jouer\xa0: le plateau et la partie en cours (%1)',
    'Tile sets': 'Jeux de tuiles',
    'Tile sets: design and check a tile set, then play it (%1)': 'Jeux de tuiles\xa0: créer et vérifier un jeu de tuiles, puis y jouer (%1)',
    'Modes': 'Modes',
    '%1 (from the editor, as it is now)': '%1 (de l\'éditeur, dans son état actuel)',
    '%1 (built in)': '%1 (fourni)',
    'Other file...': 'Autre fichier…',
    'Choose a tile set': 'Choisir un jeu de tuiles',
    'This tile set cannot be played: %1': 'Ce jeu de tuiles ne peut pas servir à jouer\xa0: %1',
    'T&ile set:': 'Jeu de t&uiles\xa0:',
    'Choose a tile set that can be played.': 'Choisissez un jeu de tuiles jouable.',
    'Tiles': 'Tuiles',
    # The editor's Rules and Balance pages (issue 15).
    'Export the balance figures': 'Exporter les chiffres de l\'équilibrage',
    'CSV files (*.csv)': 'Fichiers CSV (*.csv)',
    'Cannot export the figures': 'Impossible d\'exporter les chiffres',
    '&Games:': '&Parties\xa0:',
    '&Computer level:': 'Niveau de l\'&ordinateur\xa0:',
    'random (fastest)': 'au hasard (le plus rapide)',
    'easy': 'facile',
    'medium (slow)': 'moyen (lent)',
    'Compare with the &standard set': 'Comparer avec le jeu &standard',
    '&Run': '&Lancer',
    'S&top the games': '&Arrêter les parties',
    'E&xport CSV...': 'E&xporter en CSV…',
    "The balance lab plays many games of this set, with its rules, between computer players, and shows how it plays: tiles set aside, unfillable cells, game length, points by kind, the first player's advantage and the battles. Choose the number of games and press Run.":
        'Le banc d\'équilibrage joue de nombreuses parties de ce jeu, avec ses règles, entre joueurs ordinateurs, et montre comment il se joue\xa0: tuiles écartées, cases impossibles à remplir, durée des parties, points par type d\'élément, avantage du premier joueur et batailles. Choisissez le nombre de parties puis cliquez sur Lancer.',
    'Fix the set before playing it: %1': 'Corrigez le jeu avant d\'y jouer\xa0: %1',
    'Playing…': 'Parties en cours…',
    'Run the balance lab first.': 'Lancez d\'abord le banc d\'équilibrage.',
    '%1 ± %2': '%1 ± %2',
    'Cancelled: the figures are those of the %n game(s) played.': ('Annulé\xa0: les chiffres portent sur %n partie jouée.', 'Annulé\xa0: les chiffres portent sur %n parties jouées.'),
    'This set: %1 of %Ln game(s), %2 a second': ('Ce jeu\xa0: %1 sur %Ln partie, %2 par seconde', 'Ce jeu\xa0: %1 sur %Ln parties, %2 par seconde'),
    'This set (the standard set next): %1 of %Ln game(s), %2 a second':
        ('Ce jeu (puis le jeu standard)\xa0: %1 sur %Ln partie, %2 par seconde', 'Ce jeu (puis le jeu standard)\xa0: %1 sur %Ln parties, %2 par seconde'),
    'Standard set: %1 of %Ln game(s), %2 a second': ('Jeu standard\xa0: %1 sur %Ln partie, %2 par seconde', 'Jeu standard\xa0: %1 sur %Ln parties, %2 par seconde'),
    'The standard set was not played, so there is nothing to compare with.': "Le jeu standard n'a pas été joué, il n'y a donc rien à comparer.",
    "Cancelled during the standard set's games: its column (partial) covers the %n game(s) played.":
        ('Annulé pendant les parties du jeu standard\xa0: sa colonne (partielle) porte sur %n partie jouée.',
         'Annulé pendant les parties du jeu standard\xa0: sa colonne (partielle) porte sur %n parties jouées.'),
    "Cancelled before the standard set's first game: there is nothing to compare with.": "Annulé avant la première partie du jeu standard\xa0: il n'y a rien à comparer.",
    'Standard set (partial)': 'Jeu standard (partiel)',
    'about %1 h %2 min left': 'encore %1\xa0h\xa0%2 environ',
    'about %1 min %2 s left': 'encore %1\xa0min\xa0%2\xa0s environ',
    'about %n second(s) left': ('encore %n seconde environ', 'encore %n secondes environ'),
    'This set': 'Ce jeu',
    'Standard set': 'Jeu standard',
    'Games played': 'Parties jouées',
    'Turns per game': 'Tours par partie',
    'Tiles set aside per game': 'Tuiles écartées par partie',
    'Games ending with unfillable cells': 'Parties finies avec des cases impossibles à remplir',
    'Unfillable cells per game': 'Cases impossibles à remplir par partie',
    'Points from routes (per player and game)': 'Points des routes (par joueur et par partie)',
    'Points from asteroid fields': 'Points des champs d\'astéroïdes',
    'Points from planets': 'Points des planètes',
    'Points from battles': 'Points des batailles',
    'Points at the final scoring': 'Points du décompte final',
    'Final score': 'Score final',
    'Seat %1 (%2): wins, 95 % interval': 'Place %1 (%2)\xa0: victoires, intervalle à 95\xa0%',
    '%1 (%2–%3)': '%1 (%2–%3)',
    'Battles per game': 'Batailles par partie',
    'Battles won: %1': 'Batailles gagnées\xa0: %1',
    'No tile was set aside': 'Aucune tuile écartée',
    'Copies set aside, per face (the most often first)': 'Exemplaires écartés, par sorte de tuile (les plus fréquents d\'abord)',
    '%1 of %2': '%1 sur %2',
    '± is the standard deviation. A win shared by several players counts as a share. %1 s.': '± donne l\'écart type. Une victoire partagée compte pour une part à chacun. %1\xa0s.',
    '%1–%2': '%1–%2',
    'Final scores (share of players)': 'Scores finaux (part des joueurs)',
    'Turn on %1 by default': 'Activer %1 par défaut',
    'Turn off %1 by default': 'Désactiver %1 par défaut',
    'Change a scoring number': 'Changer un nombre du décompte',
    "Restore the rulebook's numbers": 'Rétablir les nombres de la règle',
    "&Restore the rulebook's numbers": '&Rétablir les nombres de la règle',
    'Completed trading route, points per tile:': 'Route commerciale achevée, points par tuile\xa0:',
    'Completed trading route, points per symbol:': 'Route commerciale achevée, points par symbole\xa0:',
    'Completed asteroid field, points per tile:': 'Champ d\'astéroïdes achevé, points par tuile\xa0:',
    'Completed asteroid field, points per symbol:': 'Champ d\'astéroïdes achevé, points par symbole\xa0:',
    'Completed planet, points (its tile and the 8 around it):': 'Planète achevée, points (sa tuile et les 8 autour)\xa0:',
    'Completed planet, points per symbol:': 'Planète achevée, points par symbole\xa0:',
    'Dice per small meeple:': 'Dés par petit pion\xa0:',
    'Dice per large meeple:': 'Dés par grand pion\xa0:',
    "Dice per symbol of the side's faction:": 'Dés par symbole de la faction du camp\xa0:',
    'Most dice a side rolls:': 'Nombre maximal de dés d\'un camp\xa0:',
    'Points to each side in a tie:': 'Points à chaque camp en cas d\'égalité\xa0:',
    'Points to the loser per die rolled:': 'Points au perdant par dé lancé\xa0:',
    'Unfinished trading route, points per tile:': 'Route commerciale inachevée, points par tuile\xa0:',
    'Unfinished asteroid field, points per tile:': 'Champ d\'astéroïdes inachevé, points par tuile\xa0:',
    'Unfinished planet, points per tile (its own and each around it):': 'Planète inachevée, points par tuile (la sienne et chacune autour)\xa0:',
    'Unfinished feature, points per symbol:': 'Élément inachevé, points par symbole\xa0:',
    'Endgame: points per meeple on an unfinished field or planet:': 'Fin de partie, points par pion sur un champ ou une planète inachevés\xa0:',
    'Endgame: more points when the tile shows a symbol of its faction:': 'Fin de partie, points en plus si la tuile montre un symbole de sa faction\xa0:',
    'House rules on when a new game starts': 'Variantes actives au début d\'une partie',
    'Scoring numbers': 'Nombres du décompte',
    'Completed features': 'Éléments achevés',
    'End of the game': 'Fin de la partie',
    'Endgame house rule': 'Variante Fin de partie',
    'rulebook: %1': 'règle\xa0: %1',
    'Rules': 'Règles',
    'Balance': 'Équilibrage',
    "This set changes %n of the rulebook's scoring numbers.": ('Ce jeu change %n nombre du décompte de la règle.', 'Ce jeu change %n nombres du décompte de la règle.'),
 'cannot read %1: %2': 'impossible de lire %1\xa0: %2',
 '%1 is too large (%2 bytes)': '%1 est trop grand (%2\xa0octets)',
 '%1 is not a JSON object: %2': '%1 n’est pas un objet JSON\xa0: %2',
 '&Forget': '&Oublier',
 '&Later': 'Plus &tard',
 'Rejoin a network game?': 'Rejoindre une partie en réseau\xa0?',
 'A seat in a network game was left last time, but it cannot be read.': 'Une place dans une partie en réseau a été laissée la dernière fois, mais elle ne peut pas être lue.',
 'Rejoin the network game at %1 as %2?': 'Rejoindre la partie en réseau sur %1 en tant que %2\xa0?',
 'Your seat: %1, last connected %2. The program stopped without leaving the game: the host keeps your seat, unless they gave it to a computer.': 'Votre place\xa0: %1, dernière connexion le %2. Le programme s’est arrêté sans quitter la partie\xa0: l’hôte vous garde votre place, à moins de l’avoir confiée à un ordinateur.',
 '&Rejoin': '&Rejoindre',
 'Continue a network game?': 'Reprendre une partie en réseau\xa0?',
 'A network game hosted here was left last time, but it cannot be read.': 'Une partie en réseau hébergée ici a été laissée la dernière fois, mais elle ne peut pas être lue.',
 'Continue the network game of %1?': 'Reprendre la partie en réseau du %1\xa0?',
 'It is hosted again on port %1: the players take their seats back when they rejoin.': 'Elle sera de nouveau hébergée sur le port %1\xa0: les joueurs retrouvent leur place en la rejoignant.',
 '&Host it again': 'L’&héberger de nouveau',
 "%1: its '%2' is missing or wrong": '%1\xa0: son champ «\xa0%2\xa0» manque ou est faux',
 'cannot create the folder %1': 'impossible de créer le dossier %1',
 '%1 does not describe a game hosted here': '%1 ne décrit pas une partie hébergée ici',
 'Let the player &back in': '&Laisser revenir le joueur',
 'Frees the seat of a disconnected player: they take it back by joining again with the same name.': 'Libère la place d’un joueur déconnecté\xa0: il la reprend en rejoignant la partie sous le même nom.',
 '&Give the seat to a computer': '&Confier la place à un ordinateur',
 'A computer (medium) plays the seat of a disconnected player from now on.': 'Un ordinateur (moyen) joue désormais à la place du joueur déconnecté.',
 'Cannot rejoin the game': 'Impossible de rejoindre la partie',
 'Let a player &back in': '&Laisser revenir un joueur',
 'This game is hosted by another window or program already.': 'Cette partie est déjà hébergée par une autre fenêtre ou un autre programme.',
 'This game cannot be offered again if the program stops: %1': 'Cette partie ne pourra pas être proposée de nouveau si le programme s’arrête\xa0: %1',
 'Keep the network game?': 'Garder la partie en réseau\xa0?',
 'Keep this network game to continue it later?': 'Garder cette partie en réseau pour la reprendre plus tard\xa0?',
 'The game stops for everyone now. Kept, it is offered again at the next start and by Game > Host a network game: the players take their seats back when they rejoin.': 'La partie s’arrête maintenant pour tout le monde. Gardée, elle est proposée de nouveau au prochain démarrage et par Partie > Héberger une partie en réseau\xa0: les joueurs retrouvent leur place en la rejoignant.',
 '&Keep': '&Garder',
 'Leave the network game?': 'Quitter la partie en réseau\xa0?',
 'Your seat is kept: you can rejoin the game later (at the next start, or by Game > Join a network game), unless the host gives your seat to a computer.': 'Votre place est gardée\xa0: vous pourrez rejoindre la partie plus tard (au prochain démarrage, ou par Partie > Rejoindre une partie en réseau), à moins que l’hôte ne la confie à un ordinateur.',
 'Give up your seat?': 'Renoncer à votre place\xa0?',
 'Give up your seat in the network game? The host can then give it to a computer; to come back, ask the host to let you back in.': 'Renoncer à votre place dans la partie en réseau\xa0? L’hôte pourra alors la confier à un ordinateur\xa0; pour revenir, demandez à l’hôte de vous laisser revenir.',
 'Your seat cannot be kept for a rejoin after a crash: %1': 'Votre place ne peut pas être gardée pour revenir après un plantage\xa0: %1',
 'Every seat of this game is taken. If you had a seat in it, ask the host to let you back in (Network > Let a player back in), then join again with the same name.': 'Toutes les places de cette partie sont prises. Si vous y aviez une place, demandez à l’hôte de vous laisser revenir (Réseau > Laisser revenir un joueur), puis rejoignez-la sous le même nom.',
 'Let %1 back in': 'Laisser revenir %1',
 "Give %1's seat to a computer": 'Confier la place de %1 à un ordinateur',
 'Connection of the players at other computers': 'Connexion des joueurs sur d’autres ordinateurs',
 '%1 is connected.': '%1 est connecté.',
 '%1 is disconnected: the game waits for them to come back.': '%1 est déconnecté\xa0: la partie attend son retour.',
 "%1's seat is free: the game waits for its player to join again.": 'La place de %1 est libre\xa0: la partie attend que son joueur la rejoigne.',
 'Waiting for <b>%1</b> <font color="#c62828"><b>(disconnected)</b></font>…': 'En attente de <b>%1</b> <font color="#c62828"><b>(déconnecté)</b></font>…',
 'Waiting for <b>%1</b> <font color="#c62828"><b>(free seat)</b></font>…': 'En attente de <b>%1</b> <font color="#c62828"><b>(place libre)</b></font>…',
    'The game cannot be saved (%1). The last whole save is kept; saving is tried again at every move.': "La partie ne peut pas être enregistrée (%1). La dernière sauvegarde complète est conservée\xa0; l'enregistrement est retenté à chaque coup.",
    'The game is saved again.': 'La partie est de nouveau enregistrée.',
 # The Review mode.
 '&Review this game': '&Revoir cette partie',
 'Watch the game again step by step, and play on from any step': "Revoir la partie étape par étape, et la reprendre à partir de n'importe quelle étape",
 'Review a game': 'Revoir une partie',
 '%1 - Review - Carcassonne: Star Wars': '%1 - Revoir - Carcassonne\xa0: Star Wars',
 'No game': 'Aucune partie', 'The game in play': 'La partie en cours',
 'Review': 'Revoir', '&Review': '&Revoir',
 'Review: watch a game again step by step, and play on from any step (%1)':
   "Revoir\xa0: suivre de nouveau une partie, étape par étape, et la reprendre à partir de n'importe quelle étape (%1)",
 'Re&view a game…': 'Re&voir une partie…', 'Review &this game': 'Revoir &cette partie',
 'Cannot review the game': 'Impossible de revoir la partie',
 'Preparing the review…': 'Préparation de la partie à revoir…',
 'Play from here': "Jouer à partir d'ici", 'Play from &here…': "Jouer à partir d'&ici…",
 "&Keep the record's seed (the tiles come in the same order)":
   '&Garder la graine de la partie enregistrée (les tuiles arrivent dans le même ordre)',
 'The game reviewed and its file stay as they are; the new game is not saved until you save it.':
   "La partie revue et son fichier restent tels quels\xa0; la nouvelle partie n'est enregistrée que si vous l'enregistrez.",
 '&Play': '&Jouer',
 "With Intel and Rumours the face-up tiles come from the pile as the seed orders it: the new game keeps the record's seed.":
   "Avec Renseignements et rumeurs, les tuiles visibles viennent de la pioche dans l'ordre que fixe la graine\xa0: la nouvelle partie garde la graine de la partie enregistrée.",
 "The tiles still to come arrive in the record's order, and the dice roll as the record's seed rolls them.":
   "Les tuiles restantes arrivent dans l'ordre de la partie enregistrée, et les dés tombent comme le veut sa graine.",
 'The tiles still to come are shuffled again with a new seed, and the dice of the battles to come roll anew. What was played stays as it was.':
   'Les tuiles restantes sont mélangées de nouveau avec une nouvelle graine, et les dés des batailles à venir sont relancés. Ce qui a été joué reste tel quel.',
 'This turn': 'Ce tour',
 'Start a new game from this step, with players of your choice (%1)':
   'Commencer une nouvelle partie à partir de cette étape, avec les joueurs de votre choix (%1)',
 'Click a turn to go there': "Cliquez sur un tour pour vous y rendre",
 'Play this &decision again…': 'Rejouer cette &décision…',
 "Start a new game from before this step's decision: its player decides again (%1)":
   'Commencer une nouvelle partie juste avant la décision de cette étape : son joueur décide à nouveau (%1)',
 "The new game starts before this decision, at the beginning of turn %1, with the board, the scores and the tiles still to come as they were then. %2 plays the whole turn again; with the record's seed kept, the same tile comes.":
   "La nouvelle partie commence avant cette décision, au début du tour %1, avec le plateau, les scores et les tuiles restantes tels qu'ils étaient alors. %2 rejoue tout le tour ; si la graine de la partie enregistrée est gardée, la même tuile arrive.",
 'No game to review': 'Aucune partie à revoir',
 'Open a game record with Game > Review a game…, or review the game being played with Game > Review this game.':
   'Ouvrez une partie enregistrée avec Partie > Revoir une partie…, ou revoyez la partie en cours avec Partie > Revoir cette partie.',
 'Start of the game': 'Début de la partie',
 'A tile that fits nowhere is set aside': 'Une tuile qui ne se pose nulle part est écartée',
 'Turn %1 — %2 takes a face-up tile': 'Tour %1 — %2 prend une tuile visible',
 'Turn %1 — %2 draws from the pile': 'Tour %1 — %2 pioche',
 'Turn %1 — %2 places a tile': 'Tour %1 — %2 pose une tuile',
 'Turn %1 — %2 places a meeple': 'Tour %1 — %2 pose un pion',
 'Turn %1 — %2 places no meeple': 'Tour %1 — %2 ne pose pas de pion',
 'Turn %1 — Galaxy Traders: %2 re-places the meeple': 'Tour %1 — Commerçants galactiques\xa0: %2 replace le pion',
 'Turn %1 — Galaxy Traders: %2 keeps the meeple': 'Tour %1 — Commerçants galactiques\xa0: %2 garde le pion',
 '%1 takes %2 from the face-up tiles.': '%1 prend %2 parmi les tuiles visibles.',
 '%1 draws %2 from the pile.': '%1 pioche %2.',
 'The game begins: the start tile alone is on the board, and %1 plays first.':
   'La partie commence\xa0: seule la tuile de départ est sur le plateau, et %1 joue en premier.',
 'This record has an illegal turn, so the review stops before it: %1':
   "Cette partie enregistrée contient un tour illégal, la revue s'arrête donc juste avant\xa0: %1",
 'This game is not finished: the review ends at its last turn.':
   "Cette partie n'est pas terminée\xa0: la revue s'arrête à son dernier tour.",
 'This step is in the middle of turn %1: the new game starts at the beginning of that turn, before its tile is drawn, with the board, the scores and the tiles still to come as they were then. %2 plays the whole turn again.':
   "Cette étape est au milieu du tour %1\xa0: la nouvelle partie commence au début de ce tour, avant que sa tuile soit piochée, avec le plateau, les scores et les tuiles restantes tels qu'ils étaient alors. %2 rejoue tout le tour.",
 "The new game starts at the beginning: the start tile alone, with this game's tile set, seats and house rules.":
   'La nouvelle partie commence au début\xa0: la tuile de départ seule, avec le jeu de tuiles, les places et les variantes de cette partie.',
 'The new game starts after turn %1, with the board, the scores and the tiles still to come as they are at this step.':
   "La nouvelle partie commence après le tour %1, avec le plateau, les scores et les tuiles restantes tels qu'ils sont à cette étape.",
 'A blunder': 'Une gaffe', 'A mistake': 'Une erreur',
 '&First step': '&Première étape', '&Previous step': 'Étape &précédente', '&Next step': 'Étape &suivante',
 '&Last step': '&Dernière étape', '&Speed:': '&Vitesse\xa0:', 'Fast': 'Rapide', 'Normal': 'Normale', 'Slow': 'Lente',
 'How long each step is shown while the review plays': "Durée d'affichage de chaque étape pendant la lecture",
 'P&ause': 'P&ause', 'P&lay': '&Lecture', 'Start': 'Début', 'Step %1 of %2': 'Étape %1 sur %2',
 # The analysis in the Review mode (reviewanalysis.cpp)
 '&Analyse the game': '&Analyser la partie',
 "Let the computer judge every decision of the game and estimate each player's chance of winning (%1)":
     'L\u2019ordinateur juge chaque décision de la partie et estime les chances de victoire de chaque joueur (%1)',
 '&Stop the analysis': '&Arrêter l\u2019analyse',
 'Stop the analysis; the decisions analysed so far are kept': 'Arrêter l\u2019analyse\u00a0; les décisions déjà analysées sont conservées',
 'The analysis could not be kept for next time: %1': 'L\u2019analyse n\u2019a pas pu être conservée pour la prochaine fois\u00a0: %1',
 'No decision to judge at this step': 'Aucune décision à juger à cette étape',
 'Analysing the game: %1 of %n decisions': ('Analyse de la partie\u00a0: %1 sur %n décision', 'Analyse de la partie\u00a0: %1 sur %n décisions'),
 'Analysis of %n decisions: click the chart to go to one': ('Analyse de %n décision\u00a0: cliquez sur le graphique pour vous y rendre', 'Analyse de %n décisions\u00a0: cliquez sur le graphique pour vous rendre à l\u2019une d\u2019elles'),
 'Analysis stopped after %1 of %n decisions': ('Analyse arrêtée\u00a0: %1 décision analysée sur %n', 'Analyse arrêtée\u00a0: %1 sur %n décisions analysées'),
 'Review > Analyse the game: the computer judges every decision': 'Revoir > Analyser la partie\u00a0: l\u2019ordinateur juge chaque décision',
 # Colour: the colour-blind palette (issue 25).
 '&Colour-blind palette': 'Palette pour &daltoniens',
 '&Theme': '&Thème',
 '&Galaxy': '&Galaxie',
 '&Plain': '&Sobre',
 'Tiles drawn as one deep sky of stars and nebulae, with shaded rocks, glowing lanes and planets':
     "Tuiles peintes comme un seul ciel profond d'étoiles et de nébuleuses, avec des rochers en relief, des voies lumineuses et des planètes",
 'Tiles drawn as flat shapes: the clearest, and the lightest for a slow machine':
     'Tuiles dessinées en aplats\xa0: le plus lisible, et le plus léger pour une machine lente',
 'Click a cell with a dot to place the tile (keyboard: the arrows, then Enter). R or the mouse wheel over the tile turns it; cells with a turning arrow fit after turning.':
     "Cliquez une case marquée d'un point pour poser la tuile (au clavier\xa0: les flèches, puis Entrée). R ou la molette sur la tuile la fait tourner\xa0; les cases marquées d'une flèche conviennent après rotation.",
 "Colours that players with red-green or blue-yellow colour blindness tell apart, for the players and the board's marks":
     'Des couleurs que distinguent les joueurs daltoniens (rouge-vert ou bleu-jaune), pour les joueurs et les repères du plateau',

 # Issue 42, the sounds: View > Sound.
 '&Sound': '&Son',
 '&Mute': '&Muet',
 'Volume: &low': 'Volume\u00a0: &faible',
 'Volume: m&edium': 'Volume\u00a0: &moyen',
 'Volume: &high': 'Volume\u00a0: f&ort',

 # Issue 25, screen readers (access): the controls' names, the board in words, the announcements.
 'Whose turn it is, the tile to place and what to do now': "À qui le tour, la tuile à poser et ce qu'il reste à faire",
 'Tile to place': 'Tuile à poser',
 'Where to set a meeple on the tile just placed, or none': "Où poser un pion sur la tuile qui vient d'être posée, ou aucun",
 "Each player's faction, score and meeples left; at the end, the final scores by kind":
   'La faction, le score et les pions restants de chaque joueur ; à la fin, le décompte final par catégorie',
 'The tiles still in the pile and the face-up row, with how many of each': 'Les tuiles encore à venir, dans la pioche et face visible, et leur nombre',
 'The battles and scores of the last turn': 'Les batailles et les points du dernier tour',
 'Every turn of the game so far, in words': "Tous les tours de la partie jusqu'ici, en toutes lettres",
 'Face-up tile %1: %2': 'Tuile visible %1 : %2',
 'Board': 'Plateau',
 'turned a quarter to the right': "tournée d'un quart de tour vers la droite",
 'turned upside down': "tournée d'un demi-tour",
 'turned a quarter to the left': "tournée d'un quart de tour vers la gauche",
 'as drawn': 'telle que piochée',
 'to the north': 'au nord', 'to the east': "à l'est", 'to the south': 'au sud', 'to the west': "à l'ouest",
 'Tile to place: %1, %2; it fits on %n cell(s) so turned.':
   ('Tuile à poser : %1, %2 ; ainsi tournée, elle se pose sur %n case.', 'Tuile à poser : %1, %2 ; ainsi tournée, elle se pose sur %n cases.'),
 '%1 %2\x04an edge (route, asteroid, space) and a side (to the north)': '%1 %2',
 'no tile beside it': 'aucune tuile à côté',
 'The tile fits here as it is turned.': "La tuile se pose ici telle qu'elle est tournée.",
 'The tile fits here after %n quarter turn(s) to the right.':
   ('La tuile se pose ici après %n quart de tour vers la droite.', 'La tuile se pose ici après %n quarts de tour vers la droite.'),
 'The tile does not fit here.': 'La tuile ne se pose pas ici.',
 '%1: %2.': '%1 : %2.',
 '%1: empty; %2.': '%1 : vide ; %2.',
 'Last move – %1': 'Dernier coup – %1',
 'No game: start one from the Game menu.': 'Aucune partie : lancez-en une depuis le menu Partie.',
 '%1 to play.': 'À %1 de jouer.',
 'Announcements: what the mode shown is at (in play, each turn\'s events as the game log writes them)':
   'Annonces : où en est le mode affiché (en jeu, les événements de chaque tour, tels que le journal les écrit)',
 'Taken back.': 'Coup repris.',
 'More buttons': 'Autres boutons',
 'Face-up tile %1': 'Tuile face visible %1',
 '%1, %2': '%1, %2',
 'edges from the north: %1': 'bords depuis le nord : %1',
 ', ': ', ',
 "Do&n't save": '&Ne pas enregistrer',
 'No turn has been played yet.': "Aucun tour n'a encore été joué.",
 'Review – %1': 'Revoir – %1',
 'Tile set “%1”: %2.': 'Jeu de tuiles « %1 » : %2.',
 'Tile set “%1”: %2; %n problem(s).': ('Jeu de tuiles « %1 » : %2 ; %n problème.', 'Jeu de tuiles « %1 » : %2 ; %n problèmes.'),
 'Tile set “%1”: its YAML text cannot be read (%n problem(s)).':
   ('Jeu de tuiles « %1 » : son texte YAML ne peut pas être lu (%n problème).',
    'Jeu de tuiles « %1 » : son texte YAML ne peut pas être lu (%n problèmes).'),
 'Name of player %1': 'Nom du joueur %1', 'Colour of player %1': 'Couleur du joueur %1', 'Who plays seat %1': 'Qui joue à la place %1',
 'Addresses to give the other players': 'Adresses à donner aux autres joueurs',
 'Edge %1': 'Bord %1',
 'Tiles of the set': 'Tuiles du jeu',
 "Each tile's id and number of copies; the start tile is marked with a star":
   "L'identifiant et le nombre d'exemplaires de chaque tuile ; la tuile de départ est marquée d'une étoile",
 'The set as YAML': 'Le jeu de tuiles en YAML',
 "The tile set's text, kept in step with the form": 'Le texte du jeu de tuiles, tenu à jour avec le formulaire',
 'Tile set editor pages': "Pages de l'éditeur de jeux de tuiles",
 'What keeps the set from being played; activate one to go to it': 'Ce qui empêche de jouer avec ce jeu ; activez une ligne pour y aller',
 "A tile set's rules": "Les règles d'un jeu de tuiles",
 'Balance lab results': "Résultats du banc d'équilibrage",
 "End\x04the final scoring, on the score chart's turn axis": 'Fin',
 'Message to the players': 'Message aux joueurs',
 'Say something to the other players: Enter sends it': 'Écrivez aux autres joueurs ; la touche Entrée envoie le message',
 'Chat message': 'Message de discussion',
 '%1: %2 (%n in the set)': ('%1 : %2 (%n dans le jeu)', '%1 : %2 (%n dans le jeu)'),
 '%1: %2, the start tile': '%1 : %2, la tuile de départ',
 "The tile's form": 'Le formulaire de la tuile',
 'Step of the game': 'Étape de la partie',
 'Every step of the game in order: the arrow keys move along it': 'Les étapes de la partie dans l\'ordre ; les flèches du clavier les parcourent',
 'The turn of the step shown, in words': "Le tour de l'étape affichée, en toutes lettres",
 "The set's tiles, its rules and its balance lab": "Les tuiles du jeu, ses règles et son banc d'équilibrage",
 "The chosen tile's picture, id, copies, edges, joined edges and symbols":
   "L'image de la tuile choisie, son identifiant, ses exemplaires, ses bords, ses bords reliés et ses symboles",
 'How many symbols of each faction each feature of the tile shows': 'Le nombre de symboles de chaque faction sur chaque élément de la tuile',
 "The house rules a new game starts with and the set's scoring numbers": "Les variantes actives au début d'une partie et le barème du jeu",
 'What the games of this set showed: tiles set aside, game length, points, battles':
   'Ce que les parties de ce jeu ont montré : tuiles écartées, durée des parties, points, batailles',

 # issue 27, part 1 (tile order): a game saved before records said how their pile is ordered
 '%1 is an older save: it is replayed with the draw pile of the version that saved it.':
   "%1 est une sauvegarde ancienne\xa0: elle est rejouée avec la pioche de la version qui l'a enregistrée.",
 # The keyboard (issue 25, Keyboard only): Help > Keyboard (keyboardhelp.cpp)
 'Keyboard': 'Clavier', '&Keyboard': '&Clavier',
 'A whole game can be played with the keyboard alone. The keys of the board act while it has the focus: its frame is then yellow, and a white frame, the cursor, marks a cell where the tile fits.':
     'Une partie entière se joue au clavier seul. Les touches du plateau agissent quand il a le focus\xa0: son cadre est alors jaune, et un cadre blanc, le curseur, désigne une case où la tuile peut aller.',
 'Placing the tile': 'Poser la tuile',
 'the cursor goes to the nearest cell where the tile fits in that direction': 'le curseur va à la case la plus proche dans cette direction où la tuile peut aller',
 'the next or previous cell where the tile fits, row by row': 'la case suivante ou précédente où la tuile peut aller, rangée par rangée',
 'back to the cell nearest the last tile placed where the tile fits': 'retour à la case la plus proche de la dernière tuile posée où la tuile peut aller',
 'turn the tile clockwise or anticlockwise': "tourner la tuile dans le sens des aiguilles d'une montre ou dans l'autre sens",
 "place the tile on the cursor's cell": 'poser la tuile sur la case du curseur',
 'Intel and Rumours: take the face-up tile with that number, or draw from the pile':
     'Renseignements et rumeurs\xa0: prendre la tuile face visible qui porte ce numéro, ou piocher',
 'The meeple and the end of the turn': 'Le pion et la fin du tour',
 'the meeple spot with that number on the board; again: small or large meeple':
     "l'emplacement de pion qui porte ce numéro sur le plateau\u202f; une seconde fois, petit ou grand pion",
 'the next or previous choice of the Meeple panel, Hyperspace jumps included':
     "le choix suivant ou précédent du panneau Pion, sauts dans l'hyperespace compris",
 'no meeple (Galaxy Traders: keep it in the reserve)': 'aucun pion (Commerçants galactiques\xa0: le garder dans la réserve)',
 'end the turn (Galaxy Traders: confirm the re-placement)': 'finir le tour (Commerçants galactiques\xa0: confirmer le redéploiement)',
 'Galaxy Traders: where the meeple goes back, or keep it': 'Commerçants galactiques\xa0: où le pion repart, ou le garder',
 'Around the window': 'Dans la fenêtre',
 'the next or previous control: the board, then every panel; the control with the focus is framed':
     'la commande suivante ou précédente\xa0: le plateau, puis chaque panneau\u202f; celle qui a le focus est encadrée',
 'a hint (the cursor goes to its cell: Enter plays it); the computer plays its move now':
     "un conseil (le curseur va sur sa case, Entrée le joue)\u202f; l'ordinateur joue son coup tout de suite",
 'undo, redo': 'annuler, rétablir',
 'zoom in or out; the whole board in view': 'zoomer ou dézoomer\u202f; tout le plateau en vue',
 'the final scoring': 'le décompte final',
 'Alt + the underlined letter': 'Alt + la lettre soulignée',
 'the menus: every command is in them': 'les menus\xa0: toutes les commandes y sont',
 'in a dialog: close it, or its default button': 'dans une boîte de dialogue\xa0: la fermer, ou son bouton par défaut',
 # Room to play (issue 42): the panels folded to a strip, the Board only view and its overlays.
 'fold the panels to a strip at the side (a click on a name there brings that panel back), or bring them all back':
     'replier les panneaux en une bande sur le côté (un clic sur un nom y ramène ce panneau), ou les ramener tous',
 "Board only: the board on the whole screen with the tile, the scores and the turn's buttons over it; leave it":
     "Plateau seul\xa0: le plateau sur tout l'écran, avec la tuile, les scores et les boutons du tour par-dessus\u202f; en sortir",
 'All panels': 'Tous les panneaux',
 'Bring every panel back (%1)': 'Ramener tous les panneaux (%1)',
 'Bring the %1 panel back': 'Ramener le panneau %1',
 'Fold the &panels': 'Replier les &panneaux',
 'Fold the panels to a strip at the side, the board taking their room; the same key brings them back (%1)':
     'Replier les panneaux en une bande sur le côté, le plateau prenant leur place\u202f; la même touche les ramène (%1)',
 'Folded panels': 'Panneaux repliés',
 '&Board only': '&Plateau seul',
 "The board on the whole screen, the tile, the scores and the turn's buttons over it (%1; Esc leaves)":
     "Le plateau sur tout l'écran, la tuile, les scores et les boutons du tour par-dessus (%1\u202f; Échap pour en sortir)",
 'Leave Board only': 'Quitter la vue Plateau seul',
 'Exit full screen': 'Quitter le plein écran',
 '%n tile(s) left in the pile': ('%n tuile restante dans la pioche', '%n tuiles restantes dans la pioche'),
 'No game yet': 'Pas encore de partie',
 # The welcome page (welcomepage.cpp).
 'Build the galaxy tile by tile: trade routes, asteroid fields and planets, with merchants, explorers and conquerors, and battles won with the dice.':
     "Bâtissez la galaxie tuile après tuile : routes commerciales, champs d'astéroïdes et planètes, avec marchands, explorateurs et conquérants, et des batailles gagnées aux dés.",
 'Play against the computer': "Jouer contre l'ordinateur",
 'Enter': 'Entrée',
 "You play red against one computer player of the medium level (green), with the standard tile set and the rulebook's rules. Other players, levels and sets: New game.":
     "Vous jouez rouge contre un joueur ordinateur de niveau moyen (vert), avec le jeu de tuiles standard et les règles du livret. Pour d'autres joueurs, niveaux et jeux, choisissez Nouvelle partie.",
 'Learn the rules': 'Apprendre les règles',
 'How to play, step by step': 'Comment jouer, pas à pas',
 'Open a game…': 'Ouvrir une partie…',
 'Open a saved game to play on, or a finished one to review': "Ouvrir une partie enregistrée pour la continuer, ou une partie finie pour la revoir",
 'New game…': 'Nouvelle partie…',
 "Choose the players, the computer's levels, the tile set and the rules": "Choisir les joueurs, les niveaux de l'ordinateur, le jeu de tuiles et les règles",
 'The interface in English': "L'interface en anglais",
 'The interface in French': "L'interface en français",
 'Recent games': 'Parties récentes',
 'Enter opens the game chosen': 'Entrée ouvre la partie choisie',
 'No recent games yet: the games you save or open appear here.': "Pas encore de partie récente : les parties que vous enregistrez ou ouvrez apparaissent ici.",
 'Language': 'Langue',
 'Welcome': 'Bienvenue',
 # The Review mode's move list (movelist.cpp).
 'Moves': 'Coups',
 'Mistakes only (? and ??)': 'Erreurs seulement (marquées « ? » ou « ?? »)',
 'Show only the decisions the analysis marked ? or ??': "Ne montrer que les décisions que l'analyse a marquées « ? » ou « ?? »",
 'Move': 'Coup', 'Points': 'Points', 'Mark': 'Note', 'Lost': 'Perdu',
 'Points lost against the best move found': 'Points perdus face au meilleur coup trouvé',
 'Moves of the game': 'Coups de la partie',
 'Every decision in order; Enter or the arrows go to it in the review': "Chaque décision dans l'ordre ; Entrée ou les flèches y vont dans la revue",
 '%1 %2': '%1 %2',
 '+%1': '+%1',
 # The summary of a game's analysis (gamesummary.cpp) and the final scoring's offer of it.
 'Summary': 'Bilan',
 '%1 (computer, %2)': '%1 (ordinateur, %2)',
 'The summary comes with the analysis (Review > Analyse the game)': "Le bilan vient avec l'analyse (Revoir > Analyser la partie)",
 'Summary so far: %1 of %n decisions analysed': ('Bilan provisoire : %1 sur %n décision analysée', 'Bilan provisoire : %1 sur %n décisions analysées'),
 'Summary of the analysis of %n decisions': ("Bilan de l'analyse de %n décision", "Bilan de l'analyse de %n décisions"),
 '%1: the biggest mistakes': '%1 : les plus grosses erreurs',
 'No decision lost points.': "Aucune décision n'a perdu de points.",
 'Go to this decision in the review': 'Aller à cette décision dans la revue',
 '%1 points lost': ('%1 point perdu', '%1 points perdus'),
 'Turn %1, %2: %3; go to it': 'Tour %1, %2 : %3 ; y aller',
 'Accuracy: the mean points lost a decision (lower is better)': "Précision : les points perdus en moyenne par décision (le moins est le mieux)",
 'The computer levels, on games between them': "Les niveaux de l'ordinateur, mesurés sur des parties entre eux",
 '%n decisions': ('%n décision', '%n décisions'),
 'Summary of the game': 'Bilan de la partie',
 "Each person's biggest mistakes, each turn a button that goes to it, and every player's accuracy beside the computer levels'":
     "Les plus grosses erreurs de chaque personne, chaque tour étant un bouton qui y mène, et la précision de chaque joueur à côté de celle des niveaux de l'ordinateur",
 '&Analyse my game': '&Analyser ma partie',
 "Review the game while the computer judges every decision, then see each person's biggest mistakes and accuracy beside the computer levels'":
     "Revoir la partie pendant que l'ordinateur juge chaque décision, puis voir les plus grosses erreurs et la précision de chaque joueur à côté de celles des niveaux de l'ordinateur",

 # The tutorial (app/ui/tutorial.cpp).
 '&Tutorial': '&Didacticiel',
 'The lesson, its goal and the verdict': 'La leçon, son objectif et le verdict',
 'Tutorial': 'Didacticiel',
 'Place a tile': 'Poser une tuile',
 'Each turn you place the tile you drew beside the tiles on the board. Every edge it shares with a placed tile must be of the same kind: route to route, asteroid field to asteroid field, space to space. The board frames the cells where it fits; R turns it.':
   "À chaque tour, vous posez la tuile piochée à côté des tuiles du plateau. Chaque bord qu'elle partage avec une tuile posée doit être du même type : route contre route, champ d'astéroïdes contre champ d'astéroïdes, espace contre espace. Le plateau encadre les cases où elle va ; R la tourne.",
 'Goal: place the curve so that its edges match (arrows, then Enter), then N for no meeple and Enter to end the turn.':
   "Objectif : posez le virage avec des bords qui concordent (flèches, puis Entrée), puis N pour ne poser aucun pion et Entrée pour finir le tour.",
 'A merchant on a trading route': 'Un marchand sur une route commerciale',
 "After placing the tile you may put one meeple on one of its features. On a trading route it is a merchant. A route that already holds a meeple, anybody's, cannot take another: Black's merchant holds the start tile's route.":
   "Après avoir posé la tuile, vous pouvez placer un pion sur l'un de ses éléments. Sur une route commerciale, c'est un marchand. Une route qui porte déjà un pion, quel qu'il soit, n'en reçoit pas d'autre : le marchand de Noir tient la route de la tuile de départ.",
 'Goal: place the curve where it starts a route of its own and put a merchant on it (a number key picks the spot), then Enter.':
   "Objectif : posez le virage là où il commence une nouvelle route et placez-y un marchand (une touche chiffre choisit l'emplacement), puis Entrée.",
 'An explorer in an asteroid field': "Un explorateur dans un champ d'astéroïdes",
 "A meeple in an asteroid field is an explorer. Asteroid edges join into one field from tile to tile; the start tile's field is free.":
   "Un pion dans un champ d'astéroïdes est un explorateur. Les bords d'astéroïdes forment un seul champ d'une tuile à l'autre ; le champ de la tuile de départ est libre.",
 "Goal: continue the start tile's asteroid field with the corner tile and put an explorer in it.":
   "Objectif : prolongez le champ d'astéroïdes de la tuile de départ avec la tuile d'angle et placez-y un explorateur.",
 'A conqueror on a planet': 'Un conquérant sur une planète',
 'A meeple on a planet is a conqueror. A planet belongs to its own tile: it is complete when the 8 cells around it hold tiles, and scores 9 points plus 2 for its symbol.':
   "Un pion sur une planète est un conquérant. Une planète n'appartient qu'à sa tuile ; elle est terminée quand les 8 cases autour d'elle portent des tuiles, et rapporte 9 points plus 2 pour son symbole.",
 'Goal: place the planet tile and put a conqueror on its planet.':
   'Objectif : posez la tuile planète et placez un conquérant sur sa planète.',
 'Completing a trading route': 'Terminer une route commerciale',
 'A route is complete when both its ends stop, at a planet, an intersection or an asteroid field. It scores 1 point per tile and 2 per symbol on it, and the merchant comes back. Your merchant holds the route east of the start tile.':
   "Une route est terminée quand ses deux bouts s'arrêtent, sur une planète, un carrefour ou un champ d'astéroïdes. Elle rapporte 1 point par tuile et 2 par symbole, et le marchand revient. Votre marchand tient la route à l'est de la tuile de départ.",
 'Goal: close your route at its open end: 3 tiles score 3 points, as in the rulebook.':
   "Objectif : fermez votre route à son bout ouvert ; ses 3 tuiles rapportent 3 points, comme dans la règle.",
 'Completing an asteroid field': "Terminer un champ d'astéroïdes",
 "An asteroid field is complete when no edge of it is open. It scores 2 points per tile and 2 per symbol, whatever the symbol's faction. Your explorer holds the field of the start tile and the corner above it, which carries an Empire symbol.":
   "Un champ d'astéroïdes est terminé quand aucun de ses bords n'est ouvert. Il rapporte 2 points par tuile et 2 par symbole, quelle que soit la faction du symbole. Votre explorateur tient le champ de la tuile de départ et de l'angle au-dessus, qui porte un symbole de l'Empire.",
 'Goal: close the field: 3 tiles and 1 symbol score 3 × 2 + 2 = 8 points, as in the rulebook.':
   "Objectif : fermez le champ ; 3 tuiles et 1 symbole rapportent 3 × 2 + 2 = 8 points, comme dans la règle.",
 'The final scoring': 'Le décompte final',
 'The game ends with the last tile. Then every feature still open scores for its meeples: a route 1 point per tile, an asteroid field 1 per tile, a planet 1 plus 1 per tile around it, and 2 per symbol. This is the last tile of the pile.':
   "La partie s'arrête avec la dernière tuile. Chaque élément encore ouvert rapporte alors à ses pions : une route 1 point par tuile, un champ d'astéroïdes 1 par tuile, une planète 1 plus 1 par tuile autour d'elle, et 2 par symbole. Voici la dernière tuile de la pioche.",
 'Goal: extend your route with the last tile: at the end its 3 tiles score 3 points.':
   "Objectif : prolongez votre route avec la dernière tuile ; à la fin, ses 3 tuiles rapportent 3 points.",
 '%1: cannot read the list of lessons.': '%1 : impossible de lire la liste des leçons.',
 'Lesson %1 is missing: it is skipped.': 'La leçon %1 est introuvable : elle est sautée.',
 'Lesson %1 names the lesson “%2”, which this program has no text for: it is skipped.':
   "La leçon %1 nomme la leçon « %2 », dont ce programme n'a pas le texte ; elle est sautée.",
 'Lesson %1 cannot be read (%2): it is skipped.': 'La leçon %1 est illisible (%2) : elle est sautée.',
 '%1. %2 (cannot be played)': '%1. %2 (impossible à jouer)',
 '%1. %2 (done)': '%1. %2 (faite)',
 '%1. %2': '%1. %2',
 'The tutorial is over: choose a lesson to play it again, or Game > New game to play a game.':
   "Le didacticiel est fini : choisissez une leçon pour la rejouer, ou Partie > Nouvelle partie pour jouer une partie.",
 'Lesson %1 cannot be played (%2): it is skipped.': 'La leçon %1 ne peut pas être jouée (%2) : elle est sautée.',
 'Lesson %1 of %2: %3': 'Leçon %1 sur %2 : %3',
 'Not there: %1.': 'Pas ici : %1.',
 'Not quite: %1. Try again.': 'Pas tout à fait : %1. Essayez encore.',
 'Not quite: the goal asks for a meeple on %1. Try again.': "Pas tout à fait : l'objectif demande un pion sur %1. Essayez encore.",
 'Not quite: this move scored %1; the goal is %2. Try again.': "Pas tout à fait : ce coup a rapporté %1 et l'objectif est %2. Essayez encore.",
 'Not quite: no battle was fought. Try again.': "Pas tout à fait : aucune bataille n'a eu lieu. Essayez encore.",
 'Not quite: the final score is %1; the goal is %2. Try again.': "Pas tout à fait : le score final est %1 et l'objectif est %2. Essayez encore.",
 'Not quite. Try again.': 'Pas tout à fait. Essayez encore.',
 '%1 (%n tile(s)) scored %2': ('%1 (%n tuile) a rapporté %2', '%1 (%n tuiles) a rapporté %2'),
 'Well done!': 'Bravo !',
 'This move scored no points yet.': "Ce coup n'a encore rapporté aucun point.",
 'Final score: %1.': 'Score final : %1.',
 'Press Enter for the next lesson.': 'Appuyez sur Entrée pour la leçon suivante.',
 'Lessons': 'Leçons',
 'Show &me': '&Montrez-moi',
 'Re&try': '&Réessayer',
 'S&kip': '&Sauter',
 'Ne&xt lesson': 'Leçon sui&vante',
 "Plays the lesson's move on the board": 'Joue le coup de la leçon sur le plateau',
 'Lesson': 'Leçon',
 'Lesson text': 'Texte de la leçon',
 'Goal': 'Objectif',
 'Completing a planet': 'Terminer une planète',
 "A planet is complete when the 8 cells around it hold tiles, whoever placed them. It scores 9 points (its tile and the 8 around it) and 2 per symbol of the planet; the symbols on the tiles around it count for their own features. Your conqueror holds the Rebel planet south of the start tile, and one cell around it is still empty.":
   "Une planète est terminée quand les 8 cases autour d'elle portent des tuiles, quel que soit le joueur qui les a posées. Elle rapporte 9 points (sa tuile et les 8 autour) et 2 par symbole de la planète ; les symboles des tuiles autour comptent pour leurs propres éléments. Votre conquérant tient la planète rebelle au sud de la tuile de départ, et une case autour d'elle est encore vide.",
 'Goal: fill the last cell around your planet: 9 + 2 = 11 points, as in the rulebook.':
   "Objectif : remplissez la dernière case autour de votre planète ; 9 + 2 = 11 points, comme dans la règle.",
 'The large meeple': 'Le grand pion',
 "Besides your 4 small meeples you have 1 large meeple. It scores like a small one, but in a battle it rolls 2 dice instead of 1, and 1 more when a symbol of your faction belongs to the feature: 3 dice at most. Black's conqueror holds the planet south-east of the start tile, and a planet beside it can be attacked.":
   "En plus de vos 4 petits pions, vous avez 1 grand pion. Il rapporte autant qu'un petit, mais dans une bataille il lance 2 dés au lieu d'un, et 1 de plus quand un symbole de votre faction appartient à l'élément : 3 dés au plus. Le conquérant de Noir tient la planète au sud-est de la tuile de départ, et une planète voisine de la sienne peut être attaquée.",
 'Goal: place the Rebel planet and put your large meeple on it (the arrows go through the spots, small and large): attacked, it would defend with 2 dice + 1 for the Rebel symbol = 3.':
   "Objectif : posez la planète rebelle et placez-y votre grand pion (les flèches parcourent les emplacements, petit et grand pion) ; attaqué, il se défendrait avec 2 dés + 1 pour le symbole rebelle = 3.",
 'A battle with the dice': 'Une bataille aux dés',
 "A tile can join two features that hold meeples of different players: they fight. Each side rolls 1 die per small meeple, 2 for the large one, 1 more for a symbol of its faction on the feature (3 at most), and keeps its highest die; the highest wins. A tie scores 1 point each and the tied sides roll again; the loser takes back its meeples and scores 1 point per die. Your merchant holds the route east of the start tile, White's the route ending at the planet to the south-west.":
   "Une tuile peut relier deux éléments qui portent des pions de joueurs différents : ils se battent. Chaque camp lance 1 dé par petit pion, 2 pour le grand, 1 de plus pour un symbole de sa faction sur l'élément (3 au plus), et garde son meilleur dé ; le plus haut gagne. En cas d'égalité, chacun marque 1 point et les camps à égalité relancent ; le perdant reprend ses pions et marque 1 point par dé. Votre marchand tient la route à l'est de la tuile de départ, celui de Blanc la route qui finit à la planète au sud-ouest.",
 "Goal: join the two routes with the curve and put an explorer in its asteroid field, since the route is taken. You roll 1 die against 1 (the planet's symbol is not on the route): a 50% chance. The dice fall as in the rulebook: you win, White scores 1 point for its die and you score the route's 4 tiles.":
   "Objectif : reliez les deux routes avec le virage et placez un explorateur dans son champ d'astéroïdes, puisque la route est prise. Vous lancez 1 dé contre 1 (le symbole de la planète n'est pas sur la route) : 50\xa0% de chances. Les dés tombent comme dans la règle : vous gagnez, Blanc marque 1 point pour son dé et vous marquez les 4 tuiles de la route.",
 'Attacking a neighbouring planet': 'Attaquer une planète voisine',
 "Your meeple may also go on the planet of any of the 8 tiles around the tile you place, even a planet somebody holds: that is an attack, and a battle follows. Only the planet's own symbol counts, not those of the tiles around it. White's large meeple holds the Rebel planet south of the start tile.":
   "Votre pion peut aussi aller sur la planète de l'une des 8 tuiles autour de celle que vous posez, même une planète déjà tenue : c'est une attaque, et une bataille suit. Seul le symbole de la planète compte, pas ceux des tuiles autour. Le grand pion de Blanc tient la planète rebelle au sud de la tuile de départ.",
 "Goal: place the tile beside White's planet and attack it with a small meeple: your 2 dice (the meeple and the Rebel symbol) against White's 2 (the large meeple), a 50% chance. The dice fall as in the rulebook: a tie first, 1 point each, then you win; White scores 2 for its 2 dice and takes back its meeple.":
   "Objectif : posez la tuile à côté de la planète de Blanc et attaquez-la avec un petit pion ; vos 2 dés (le pion et le symbole rebelle) contre les 2 de Blanc (le grand pion) vous donnent 50\xa0% de chances. Les dés tombent comme dans la règle : d'abord une égalité, 1 point chacun, puis vous gagnez ; Blanc marque 2 points pour ses 2 dés et reprend son pion.",
 'Not quite: the goal asks for your %1. Try again.': "Pas tout à fait : l'objectif demande votre %1. Essayez encore.",
 'Battle on %1: your %n die(s) against %2, a %3 chance of winning.':
   ('Bataille sur %1 : vous lancez %n dé contre %2, soit %3 de chances de gagner.',
    'Bataille sur %1 : vous lancez %n dés contre %2, soit %3 de chances de gagner.'),
 'You won after %n round(s).': ('Vous avez gagné en %n manche.', 'Vous avez gagné en %n manches.'),
 'You lost after %n round(s).': ('Vous avez perdu en %n manche.', 'Vous avez perdu en %n manches.'),
 # The rules summary's pictures (Texts::rulesSummaryHtml, rulestexts.cpp): names, alternative texts, captions.
 'A tile crossed by a straight trading route': 'Une tuile traversée par une route commerciale droite',
 'A tile with an asteroid field on two opposite edges': "Une tuile avec un champ d'astéroïdes sur deux bords opposés",
 'A tile with a planet in its middle and space all around': "Une tuile avec une planète en son milieu et de l'espace tout autour",
 'A tile of empty space': "Une tuile d'espace vide",
 "The Rebel Alliance's symbol: an arrowhead crest on red": "Le symbole de l'Alliance rebelle : un écusson en pointe de flèche sur fond rouge",
 "The Empire's symbol: a six-spoked wheel on grey": "Le symbole de l'Empire : une roue à six rayons sur fond gris",
 "The Bounty Hunters' symbol: a crosshair on gold": 'Le symbole des Chasseurs de primes : un réticule sur fond or',
 'A small meeple': 'Un petit pion',
 'A large meeple, which wears a crown': 'Un grand pion, qui porte une couronne',
 'A small board: a trading route from planet to planet, with a merchant':
   "Un petit plateau : une route commerciale d'une planète à une autre, avec un marchand",
 'A small board: an asteroid field closed on every side, with an explorer':
   "Un petit plateau : un champ d'astéroïdes fermé de tous côtés, avec un explorateur",
 'A small board: a planet with a conqueror, surrounded by tiles':
   'Un petit plateau : une planète avec un conquérant, entourée de tuiles',
 "A small board: the tile placed last joins two trading routes, each held by another player's meeple":
   "Un petit plateau : la dernière tuile posée relie deux routes commerciales, tenues chacune par le pion d'un autre joueur",
 'A small board: a meeple on the planet beside the tile placed last, which it attacked':
   "Un petit plateau : un pion sur la planète voisine de la dernière tuile posée, qu'il a attaquée",
 "The rulebook's example: a trading route of %n tile(s) closed at both ends scores %1 for its merchant.":
   ("L'exemple de la règle : une route commerciale de %n tuile fermée aux deux bouts rapporte %1 à son marchand.",
    "L'exemple de la règle : une route commerciale de %n tuiles fermée aux deux bouts rapporte %1 à son marchand."),
 "The rulebook's example: a completed asteroid field of %n tile(s) with %1 scores %2 for its explorer.":
   ("L'exemple de la règle : un champ d'astéroïdes terminé de %n tuile avec %1 rapporte %2 à son explorateur.",
    "L'exemple de la règle : un champ d'astéroïdes terminé de %n tuiles avec %1 rapporte %2 à son explorateur."),
 "The rulebook's example: a planet surrounded by %n tile(s), with %1, scores %2 for its conqueror.":
   ("L'exemple de la règle : une planète entourée de %n tuile, avec %1, rapporte %2 à son conquérant.",
    "L'exemple de la règle : une planète entourée de %n tuiles, avec %1, rapporte %2 à son conquérant."),
 "A battle: the tile placed last joins two routes that hold meeples of two players. %1 against %2; the winner scores the route's %3, the loser %4 and takes its meeple back.":
   "Une bataille : la dernière tuile posée relie deux routes qui portent les pions de deux joueurs. %1 contre %2 ; le gagnant marque les %3 de la route, le perdant %4 et reprend son pion.",
 "A neighbouring planet attacked: the attacker's %1 (a small meeple and the planet's symbol) against the defender's %2 (the large meeple). The attacker wins; the defender scores %3 in the battle and takes its meeple back.":
   "Une planète voisine attaquée : les %1 de l'attaquant (un petit pion et le symbole de la planète) contre les %2 du défenseur (le grand pion). L'attaquant gagne ; le défenseur marque %3 dans la bataille et reprend son pion.",
    # Print and play (PrintSheets: the cover page of the printed sheets) and the board's picture.
 '%n tile(s) to cut out': ('%n tuile à découper', '%n tuiles à découper'),
 'on %n sheet(s), each tile %1 mm a side with %2 mm of bleed.':
   ('sur %n planche, chaque tuile de %1 mm de côté avec %2 mm de fond perdu.',
    'sur %n planches, chaque tuile de %1 mm de côté avec %2 mm de fond perdu.'),
 'Edges: %1 space, %2 route, %3 asteroid.': 'Bords : %1 espace, %2 route, %3 astéroïdes.',
 'House rules of this set: none.': 'Variantes de ce jeu : aucune.',
 'House rules of this set: %1.': 'Variantes de ce jeu : %1.',
 'A tile of %1 mm with %2 mm of bleed does not fit on the paper within its margins of %3 mm.':
   'Une tuile de %1 mm avec %2 mm de fond perdu ne tient pas sur le papier dans ses marges de %3 mm.',
 'a picture of the board is a .png, .svg or .pdf file': "une image du plateau est un fichier .png, .svg ou .pdf",
    # Tile set > Print tile sheets… (PrintDialog, TilesetEditor) and Review > Export the board….
 'Print tile sheets': 'Imprimer des planches de tuiles',
 'A4': 'A4', 'Letter': 'Lettre US', 'Paper': 'Papier', ' mm': ' mm',
 'Tile size in millimetres': 'Taille des tuiles en millimètres',
 'Bleed in millimetres': 'Fond perdu en millimètres',
 '&Backs, mirrored for printing on both sides': '&Dos, en miroir pour l\'impression recto verso',
 'Galaxy': 'Galaxie', 'Plain': 'Sobre', 'Tile art': 'Dessin des tuiles',
 'PDF file': 'Fichier PDF', 'Choose…': 'Choisir…', 'Choose the PDF file': 'Choisir le fichier PDF',
 '&Print to PDF': '&Imprimer en PDF',
 '&Paper:': '&Papier :', '&Tile size:': '&Taille des tuiles :', 'B&leed:': 'F&ond perdu :', '&Art:': 'De&ssin :', '&File:': '&Fichier :',
 '%n tile(s) a sheet': ('%n tuile par planche', '%n tuiles par planche'),
 '%n page(s) in all.': ('%n page en tout.', '%n pages en tout.'),
 'A tile this large does not fit on the paper.': 'Une tuile aussi grande ne tient pas sur le papier.',
 'Print tile sheets to': 'Imprimer les planches de tuiles dans',
 'PDF files (*.pdf)': 'Fichiers PDF (*.pdf)',
 'This set cannot be printed yet': 'Ce jeu ne peut pas encore être imprimé',
 'The sheets could not be printed': 'Les planches n\'ont pas pu être imprimées',
 '%1 could not be written: %2': '%1 n\'a pas pu être écrit : %2',
 'Pr&int tile sheets…': '&Imprimer des planches de tuiles…',
 'Print every tile of the set on sheets to cut out, as a PDF': 'Imprimer toutes les tuiles du jeu sur des planches à découper, en PDF',
 'board-step-%1.png': 'plateau-etape-%1.png',
 'Export the board': 'Exporter le plateau',
 'PNG pictures (*.png)': 'Images PNG (*.png)', 'SVG pictures (*.svg)': 'Images SVG (*.svg)',
 'The board could not be exported': 'Le plateau n\'a pas pu être exporté',
 '&Export the board…': 'E&xporter le plateau…',
 'Save the board of this step as a PNG or SVG picture or a PDF (%1)': 'Enregistrer le plateau de cette étape en image PNG ou SVG ou en PDF (%1)',
 # Play this decision again: the comparison panel (replaypanel.cpp).
 'Decision again': 'Décision rejouée',
 'The decision played again': 'La décision rejouée',
 'as good as the best move found': 'aussi bon que le meilleur coup trouvé',
 '%1 points more than the best move found': ('%1 point de plus que le meilleur coup trouvé', '%1 points de plus que le meilleur coup trouvé'),
 'Your new move, %1: %2.': 'Votre nouveau coup, %1\xa0: %2.',
 'In the game, %1: %2.': 'Dans la partie, %1\xa0: %2.',
 'Best found: %1.': 'Meilleur coup trouvé\xa0: %1.',
 "Values, in points ahead of the best other side: your move %1, the game's %2, the best %3.":
   "Valeurs, en points d'avance sur le meilleur adversaire\xa0: votre coup %1, celui de la partie %2, le meilleur %3.",
 'Turn %1 again: once you confirm your move, the computer values it beside the move played in the game and the best one it finds.':
   "Le tour %1 à nouveau\xa0: une fois votre coup confirmé, l'ordinateur l'évalue à côté du coup joué dans la partie et du meilleur qu'il trouve.",
 'This decision is a face-up tile choice or a re-placement: only a tile and its meeple are compared, so it is played again without a comparison.':
   'Cette décision est un choix parmi les tuiles visibles ou un redéploiement\xa0: seuls une tuile et son pion sont comparés, elle est donc rejouée sans comparaison.',
 "Your turn had another tile than the game's: there is no move to compare.":
   "Votre tour avait une autre tuile que celui de la partie\xa0: il n'y a pas de coup à comparer.",
 'Valuing your move…': 'Évaluation de votre coup…',
 'Your move could not be valued.': "Votre coup n'a pas pu être évalué.",
 # Why a move is better (WhyText): the hint's and the review's reasons, from the evaluation's terms.
 'about %1 to be completed, %2 points expected':
   ("environ %1 de chances d'achèvement, %2 point attendu", "environ %1 de chances d'achèvement, %2 points attendus"),
 '%n empty cell(s) around': ('%n case vide autour', '%n cases vides autour'),
 '%n open edge(s)': ('%n bord ouvert', '%n bords ouverts'),
 'puts a %1 on %2 (%3, %4)': 'met un %1 sur %2 (%3, %4)',
 'completes %1 for %n point(s)': ('termine %1 pour %n point', 'termine %1 pour %n points'),
 'completes %1 of another player, who scores %n point(s)':
   ("termine %1 d'un autre joueur, qui marque %n point", "termine %1 d'un autre joueur, qui marque %n points"),
 'joins %1 features it holds into %2, now of %n tile(s)':
   ("réunit %1 éléments qu'il tient dans %2, désormais de %n tuile", "réunit %1 éléments qu'il tient dans %2, désormais de %n tuiles"),
 'extends %1 it holds to %n tile(s)': ("prolonge %1 qu'il tient jusqu'à %n tuile", "prolonge %1 qu'il tient jusqu'à %n tuiles"),
 'starts a battle for %1 with a %2 chance of winning': 'engage une bataille pour %1 avec %2 de chances de la gagner',
 'brings %n meeple(s) back': ('fait revenir %n pion', 'fait revenir %n pions'),
 'keeps its meeples in the reserve': 'garde ses pions en réserve',
 'gives another player %1 points': ('donne %1 point à un autre joueur', 'donne %1 points à un autre joueur'),
 'This move is worth %1 points to you against the other players.':
   ('Ce coup vous vaut %1 point face aux autres joueurs.', 'Ce coup vous vaut %1 points face aux autres joueurs.'),
 'This move %1.': 'Ce coup %1.',
 'The move played %1.': 'Le coup joué %1.',
 'The best move %1.': 'Le meilleur coup %1.',
 'The best move %1; the move played %2.': 'Le meilleur coup %1 ; le coup joué %2.',
    # Game > Play online... (issue 45: the lobby of a public server).
 'Play o&nline...': 'Jouer en &ligne…',
 'Play online': 'Jouer en ligne',
 '&Server:': '&Serveur :',
 'a server with a lobby, e.g. wss://games.example.org': 'un serveur avec un salon, p. ex. wss://games.example.org',
 'C&onnect': 'Se c&onnecter',
 '&Tables:': '&Tables :',
 'C&hat in the lobby:': 'Disc&ussion dans le salon :',
 '&Create a table…': '&Créer une table…',
 '&Join': '&Rejoindre',
 '&Watch': 'Re&garder',
 'Close': 'Fermer',
 'Type the address of a server with a lobby (sw-carcassonne-server --lobby), then Connect.':
   'Tapez l’adresse d’un serveur avec un salon (sw-carcassonne-server --lobby), puis Se connecter.',
 'Type the address of a server with a lobby, e.g. wss://games.example.org or 192.168.1.20:7777.':
   'Tapez l’adresse d’un serveur avec un salon, p. ex. wss://games.example.org ou 192.168.1.20:7777.',
 'Type your name: the others see it in the lobby and at the tables.':
   'Tapez votre nom : les autres le voient dans le salon et aux tables.',
 'Connecting to %1…': 'Connexion à %1…',
 'In the lobby of %1 as %2: %n table(s).': ('Dans le salon de %1 sous le nom %2 : %n table.', 'Dans le salon de %1 sous le nom %2 : %n tables.'),
 '%1 refused the connection: no server listens on that port.': '%1 a refusé la connexion : aucun serveur n’écoute sur ce port.',
 '%1 does not answer: check the address, or try again later.': '%1 ne répond pas : vérifiez l’adresse, ou réessayez plus tard.',
 'The connection with %1 was lost: connect again.': 'La connexion avec %1 est perdue : connectez-vous de nouveau.',
 'The server refused: %1': 'Le serveur a refusé : %1',
 '%1 has no lobby (is it a server started with --lobby?): %2': '%1 n’a pas de salon (ce serveur a-t-il été lancé avec --lobby ?) : %2',
 'No secure connection with %1: %2': 'Pas de connexion sécurisée avec %1 : %2',
 'Not connected: %1': 'Pas de connexion : %1',
 'Creating the table %1…': 'Création de la table %1…',
 "Table's password": 'Mot de passe de la table',
 'The table %1 needs a password:': 'La table %1 demande un mot de passe :',
 '%1 (uploaded)': '%1 (envoyé)',
 'teams': 'en équipes',
 '%n free of %1': ('%n libre sur %1', '%n libres sur %1'),
 'no': 'non',
 'no limit': 'sans limite',
 'yes': 'oui',
 'over': 'terminée',
 'Table': 'Table',
 'Tile set': 'Jeu de tuiles',
 'Seats': 'Places',
 'Time per turn': 'Durée d’un tour',
 'Started': 'Commencée',
 'Watching': 'Spectateurs',
 'Password': 'Mot de passe',
 'Create a table': 'Créer une table',
 "&Table's name:": 'Nom de la &table :',
 'none: anyone may join': 'aucun : tout le monde peut entrer',
 'Give the table a name (printable characters).': 'Donnez un nom à la table (en caractères imprimables).',
 "The server's tables, live: choose one to join or watch it, Enter joins.":
   'Les tables du serveur, en direct : choisissez-en une pour la rejoindre ou la regarder ; Entrée la rejoint.',
 'The connection to the server, and what it answered.': 'La connexion au serveur, et ce qu’il a répondu.',
 'The chat of everyone in the lobby.': 'La discussion de tous ceux qui sont dans le salon.',
 # A face's own art (issue 44): the engine's refusals and the art checker's.
 "%1: the art file '%2' cannot be read here: a set inside a game record or a message carries its art embedded":
   "%1 : le fichier d'image « %2 » ne peut pas être lu ici, car un jeu de tuiles dans une partie enregistrée ou un message porte son image intégrée",
 "%1: the art file '%2' must be an .svg file in the set's folder or below it (no absolute path, no '..')":
   "%1 : le fichier d'image « %2 » doit être un fichier .svg du dossier du jeu de tuiles ou d'un dossier en dessous (ni chemin absolu, ni « .. »)",
 "%1: no such art file '%2'": "%1 : le fichier d'image « %2 » est introuvable",
 "%1: the art file '%2' is not a regular file": "%1 : le fichier d'image « %2 » n'est pas un fichier ordinaire",
 "%1: cannot read the art file '%2'": "%1 : impossible de lire le fichier d'image « %2 »",
 '%1: the art is too large (at most %2 KiB)': "%1 : l'image est trop grande (au plus %2 Kio)",
 '%1: the art is too large (%2 bytes; at most %3 KiB)': "%1 : l'image est trop grande (%2 octets ; au plus %3 Kio)",
 '%1: the art is not UTF-8 text': "%1 : l'image n'est pas du texte UTF-8",
 '%1: the art holds the control character %2': "%1 : l'image contient le caractère de contrôle %2",
 "the faces' art is too large all together (%1 bytes; at most %2 MiB)":
   'les images des faces sont trop grandes en tout (%1 octets ; au plus %2 Mio)',
 'it is not well-formed XML (%1)': "ce n'est pas du XML bien formé (%1)",
 'it is not an SVG picture': "ce n'est pas une image SVG",
 'it has too many elements (at most %1)': "elle a trop d'éléments (au plus %1)",
 'its elements are nested too deep (at most %n level(s))':
   ('ses éléments sont imbriqués trop profondément (au plus %n niveau)', 'ses éléments sont imbriqués trop profondément (au plus %n niveaux)'),
 'it has a DOCTYPE or entities, which are not allowed': "elle a un DOCTYPE ou des entités, ce qui n'est pas permis",
 "it refers to something outside itself ('%1')": "elle renvoie à quelque chose hors d'elle-même (« %1 »)",
 'it holds a <%1> element, which is not allowed': "elle contient un élément <%1>, ce qui n'est pas permis",
 "it holds the event attribute '%1', which is not allowed": "elle contient l'attribut d'événement « %1 », ce qui n'est pas permis",
 '%1: the art is refused: %2': "%1 : l'image est refusée, car %2",
 '%1: the art is refused (line %2 of the SVG): %3': "%1 : l'image est refusée (ligne %2 du SVG), car %3",
 # The editor's art panel (issue 44).
 'Its own art, %n byte(s) of SVG, in its four rotations:':
   ('Son image, %n octet de SVG, dans ses quatre orientations :', 'Son image, %n octets de SVG, dans ses quatre orientations :'),
 'No art of its own: the program draws it.': "Pas d'image propre : le programme la dessine.",
 "Import the tile's art": "Importer l'image de la tuile",
 'SVG pictures (*.svg)': 'Images SVG (*.svg)',
 'This art cannot be used': 'Cette image ne peut pas être utilisée',
 "<b>The tile's art</b>": "<b>L'image de la tuile</b>",
 "&Import the tile's art...": "&Importer l'image de la tuile...",
 "&Remove the tile's art": "&Retirer l'image de la tuile",
 'Import art...': 'Importer une image...',
 'Remove art': "Retirer l'image",
 'Show the drawn features over the art': "Montrer les éléments dessinés par-dessus l'image",
 "Import the tile's art from an SVG file": "Importer l'image de la tuile d'un fichier SVG",
 "Remove the tile's art": "Retirer l'image de la tuile",
 "The tile's art in its four rotations": "L'image de la tuile dans ses quatre orientations",
 "The tile's art": "L'image de la tuile",
}

# sw-carcassonne-cli (context "cli"): its help, in the infinitive as the desktop program's, and its
# messages. Option values (red, easy, none...) stay as they are typed.
FR_CLI = {
 'Usage: %1': 'Utilisation\xa0: %1',
 'Usage: %1 COMMAND [ARGUMENTS] [OPTIONS]': 'Utilisation\xa0: %1 COMMANDE [ARGUMENTS] [OPTIONS]',
 'Options:': 'Options\xa0:',
 'Commands:': 'Commandes\xa0:',
 'Show this help and quit.': 'Afficher cette aide, puis quitter.',
 'Show the version and quit.': 'Afficher la version, puis quitter.',
 "'%1 %2 --help' describes every option.": '«\xa0%1 %2 --help\xa0» décrit toutes les options.',
 'The command-line front end of Carcassonne: Star Wars. It checks tile sets and game records, analyses games, plays games between computer players and plays a seat of a network game.':
   "L'interface en ligne de commande de Carcassonne\xa0: Star Wars. Elle vérifie des jeux de tuiles et des parties enregistrées, analyse des parties, fait jouer des ordinateurs entre eux et tient une place dans une partie en réseau.",
 "sw-carcassonne-cli COMMAND --help describes the options of a command. SET is a tile-set file or a built-in set (standard); a set's own house rules are played unless --variants names others. Exit codes: 0 done, 1 usage, 2 a bad option, value or file, 3 a network game that could not be played (join), 130 interrupted (balance).":
   "sw-carcassonne-cli COMMANDE --help décrit les options d'une commande. SET est un fichier de jeu de tuiles ou un jeu intégré (standard)\xa0; les variantes propres au jeu sont jouées, sauf si --variants en indique d'autres. Codes de sortie\xa0: 0 terminé, 1 utilisation incorrecte, 2 option, valeur ou fichier invalide, 3 partie en réseau impossible à jouer (join), 130 interrompu (balance).",
 'Check a tile set (a file or a built-in set) or a game record.': 'Vérifier un jeu de tuiles (un fichier ou un jeu intégré) ou une partie enregistrée.',
 'Check a tile set (a file or a built-in set such as standard) or a game record: exit 0 with a one-line summary, or exit 2 with FILE:LINE:COL: message lines.':
   "Vérifier un jeu de tuiles (un fichier ou un jeu intégré comme standard) ou une partie enregistrée\xa0: sortie 0 avec un résumé d'une ligne, ou sortie 2 avec une ligne «\xa0FICHIER:LIGNE:COL: message\xa0» par erreur.",
 'Play a game record, print the scores as JSON.': 'Rejouer une partie enregistrée, afficher les scores en JSON.',
 'Play a game record and print its turns, scores and final scores as JSON. An illegal move exits 2 with what is wrong and where.':
   "Rejouer une partie enregistrée et afficher en JSON ses tours, ses scores et ses scores finaux. Un coup illégal donne la sortie 2, avec ce qui ne va pas et où.",
 "Judge every decision of a game record with the computer's search, as JSON lines.":
   "Juger chaque décision d'une partie enregistrée avec la recherche de l'ordinateur, en lignes JSON.",
 "Judge every decision of a game record with the computer's search, from what its player could know then, and print one JSON object per decision in the order played: the move played and its value, the best move found and its value, the loss, its mark and each player's chance of winning (docs/analysis.md). The same record, level and seed give the same output whatever the threads. An illegal move exits 2 with what is wrong and where.":
   "Juger chaque décision d'une partie enregistrée avec la recherche de l'ordinateur, à partir de ce que son joueur pouvait savoir à ce moment-là, et afficher un objet JSON par décision, dans l'ordre de la partie\xa0: le coup joué et sa valeur, le meilleur coup trouvé et sa valeur, la perte, son annotation et les chances de victoire de chaque joueur (docs/analysis.md). La même partie, le même niveau et la même graine donnent le même résultat, quel que soit le nombre de fils d'exécution. Un coup illégal donne la sortie 2, avec ce qui ne va pas et où.",
 'The search: easy, medium or hard (default medium).': 'La recherche\xa0: easy, medium ou hard (medium par défaut).',
 'The decisions analysed at once, 1 to 256 (default: one per core).': 'Le nombre de décisions analysées en même temps, de 1 à 256 (par défaut\xa0: une par cœur).',
 "The seed of the search (default 0: the record's own).": "La graine de la recherche (0 par défaut\xa0: celle de la partie enregistrée).",
 'Play random games, print statistics as JSON.': 'Jouer des parties au hasard, afficher des statistiques en JSON.',
 'Play N complete random games (seeds S, S+1, ...) and print their speed, mean length and mean scores as JSON.':
   'Jouer N parties complètes au hasard (graines S, S+1…) et afficher en JSON leur vitesse, leur durée moyenne et leurs scores moyens.',
 'The number of games, 1 to 1000000000.': 'Le nombre de parties, de 1 à 1000000000.',
 'The seats in turn order: red,black[,...] (red, green, black, white, orange).': "Les places dans l'ordre du tour\xa0: red,black[,...] (red, green, black, white, orange).",
 'The seed of the first game (default 1).': 'La graine de la première partie (1 par défaut).',
 'Team play (red, black, green, white).': 'Jouer en équipes (red, black, green, white).',
 'The tile set: a file or a built-in set (default standard).': 'Le jeu de tuiles\xa0: un fichier ou un jeu intégré (standard par défaut).',
 "The house rules: v1,v2 or none (default: the set's own).": 'Les variantes\xa0: v1,v2 ou none (par défaut, celles du jeu de tuiles).',
 'Computer against computer, print the results as JSON.': 'Opposer deux ordinateurs, afficher les résultats en JSON.',
 "Play N 2-player games between two computer players, alternating seats, and print the wins, the first one's win rate with its 95% interval and the seconds per move of each as JSON.":
   'Jouer N parties à 2 entre deux ordinateurs, qui changent de place à chaque partie, et afficher en JSON les victoires, le taux de victoire du premier avec son intervalle à 95\xa0% et les secondes par coup de chacun.',
 'The first computer: random, easy, medium, hard or expert (default easy).': 'Le premier ordinateur\xa0: random, easy, medium, hard ou expert (easy par défaut).',
 'The second computer (default easy).': 'Le second ordinateur (easy par défaut).',
 'Play games of a tile set and its rules, report its balance.': "Jouer des parties d'un jeu de tuiles et de ses règles, rendre compte de son équilibre.",
 "Play N games of a tile set (a file or a built-in set) and its rules between computer players and report its balance: game length, tiles set aside, unfillable cells, points by kind, each seat's win rate, battles. Ctrl+C reports the games finished and exits with 130.":
   "Jouer N parties d'un jeu de tuiles (un fichier ou un jeu intégré) et de ses règles entre ordinateurs, et rendre compte de son équilibre, en anglais\xa0: durée des parties, tuiles écartées, cases impossibles à remplir, points par type, taux de victoire de chaque place, batailles. Ctrl+C rend compte des parties terminées et donne la sortie 130.",
 'The number of games, 1 to 1000000 (default 100).': 'Le nombre de parties, de 1 à 1000000 (100 par défaut).',
 'The computer players: random, easy, medium, hard or expert (default easy).': 'Les ordinateurs qui jouent\xa0: random, easy, medium, hard ou expert (easy par défaut).',
 'The number of seats, 2 to 5, or their colours red,black,... (default 2).': 'Le nombre de places, de 2 à 5, ou leurs couleurs red,black,... (2 par défaut).',
 'Also write every figure to this CSV file.': 'Écrire aussi tous les chiffres dans ce fichier CSV.',
 'The games played at once, 1 to 256 (default: one per core); the report is the same for any number.':
   'Le nombre de parties jouées en même temps, de 1 à 256 (par défaut\xa0: une par cœur)\xa0; le rapport est le même quel que soit ce nombre.',
 'Show the games done, their pace and the time left on stderr (always on a terminal).': 'Afficher sur stderr les parties jouées, leur rythme et le temps restant (toujours dans un terminal).',
 'Play a seat of a network game, print the scores as JSON.': "Tenir une place d'une partie en réseau, afficher les scores en JSON.",
 "Take the first free seat of the network game at URL (ws://HOST:PORT or wss://HOST:PORT, and /TABLE for one of a server's tables), or a seat back with --token, play it to the end with a computer level, reconnecting if the connection drops, and print the seat and the scores as JSON. Exit 3: the game could not be joined or was lost (the reason on stderr).":
   "Prendre la première place libre de la partie en réseau à l'adresse URL («\xa0ws://HÔTE:PORT\xa0» ou «\xa0wss://HÔTE:PORT\xa0», suivie de /TABLE pour l'une des tables d'un serveur), ou reprendre une place avec --token, la jouer jusqu'au bout avec un ordinateur, en se reconnectant si la connexion tombe, puis afficher en JSON la place et les scores. Sortie 3\xa0: la partie n'a pas pu être rejointe ou a été perdue (la raison sur stderr).",
 "The player's name.": 'Le nom du joueur.',
 'The computer that plays: random, easy, medium, hard or expert (default easy).': "L'ordinateur qui joue\xa0: random, easy, medium, hard ou expert (easy par défaut).",
 "The game's password.": 'Le mot de passe de la partie.',
 'Take back the seat of this token.': 'Reprendre la place de ce jeton.',
 "The computer's seed (default: a random one).": "La graine de l'ordinateur (par défaut\xa0: une graine au hasard).",
 'Wait this many milliseconds before each move, 0 to 600000 (default 0).': 'Attendre ce nombre de millisecondes avant chaque coup, de 0 à 600000 (0 par défaut).',
 "Trust the certificates of this PEM file (a wss:// server's authority, or its own); any number of times.":
   "Faire confiance aux certificats de ce fichier PEM (l'autorité d'un serveur wss://, ou son propre certificat)\xa0; autant de fois que voulu.",
 'Give up an attempt to connect after this long, 0.1 to 600 (default 10).': 'Abandonner une tentative de connexion après ce nombre de secondes, de 0.1 à 600 (10 par défaut).',
 'Play the bench, print the signature of the rules and computer play, and the speed, as JSON.':
   "Jouer le banc d'essai, afficher en JSON la signature des règles et du jeu des ordinateurs, et la vitesse.",
 'Play the bench: N seeded games of the standard set, each with the next of 8 rule sets (every house rule), and computer decisions; print as JSON its signature, a hash of every move and score that depends only on the rules, computer play, N and S, and the speed. The defaults give the signature the tests pin.':
   "Jouer le banc d'essai\xa0: N parties à graine fixée du jeu standard, chacune avec le suivant de 8 ensembles de règles (toutes les variantes), et des décisions d'ordinateurs\xa0; afficher en JSON sa signature, une empreinte de chaque coup et de chaque score qui ne dépend que des règles, du jeu des ordinateurs, de N et de S, puis la vitesse. Les valeurs par défaut donnent la signature que fixent les tests.",
 'The number of games, 1 to 100000 (default 16).': 'Le nombre de parties, de 1 à 100000 (16 par défaut).',
 'cannot write the result to the standard output': "impossible d'écrire le résultat sur la sortie standard",
 'The host hands a seat to a computer level.': "L'hôte confie une place à un ordinateur.",
 "The host of the game at URL (ws://HOST:PORT or wss://HOST:PORT, and /TABLE for one of a server's tables) hands a seat to a computer level, or back to remote players, with the token the server printed when it started; prints the seat as JSON.":
   "L'hôte de la partie à l'adresse URL («\xa0ws://HÔTE:PORT\xa0» ou «\xa0wss://HÔTE:PORT\xa0», suivie de /TABLE pour l'une des tables d'un serveur) confie une place à un ordinateur, ou la rend aux joueurs à distance, avec le jeton que le serveur a affiché à son démarrage\xa0; la place est affichée en JSON.",
 "The host's token.": "Le jeton de l'hôte.",
 'The seat, from 0.': 'La place, à partir de 0.',
 'Who plays it: remote, random, easy, medium, hard or expert.': 'Qui la joue\xa0: remote, random, easy, medium, hard ou expert.',
 # Messages.
 "unknown command '%1'": 'commande inconnue «\xa0%1\xa0»',
 "unknown option '%1'": 'option inconnue «\xa0%1\xa0»',
 "unexpected argument '%1'": 'argument inattendu «\xa0%1\xa0»',
 "'%1' takes no value": '«\xa0%1\xa0» ne prend pas de valeur',
 "'%1' needs a value": '«\xa0%1\xa0» demande une valeur',
 'a whole number from %1 to %2': 'un nombre entier de %1 à %2',
 "%1 must be %2, not '%3'": '%1 doit être %2, et non «\xa0%3\xa0»',
 '--games is required (%1)': '--games est obligatoire (%1)',
 "unknown level '%1' (random, easy, medium, hard, expert)": 'niveau inconnu «\xa0%1\xa0» (random, easy, medium, hard, expert)',
 "unknown colour '%1' (red, green, black, white, orange)": 'couleur inconnue «\xa0%1\xa0» (red, green, black, white, orange)',
 "unknown variant '%1' (explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours, or none)":
   'variante inconnue «\xa0%1\xa0» (explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours ou none)',
 "--players must be 2 to 5, or a list of colours, not '%1'": '--players doit valoir de 2 à 5, ou être une liste de couleurs, et non «\xa0%1\xa0»',
 "%1 must be easy, medium or hard, not '%2'": '%1 doit être easy, medium ou hard, et non «\xa0%2\xa0»',
 '%n of %1 decisions analysed': ('%n décision analysée sur %1', '%n décisions analysées sur %1'),
 'no such tile set': 'jeu de tuiles introuvable',
 'name a tile set (a file or standard)': 'indiquez un jeu de tuiles (un fichier ou standard)',
 "cannot write '%1': %2": "impossible d'écrire «\xa0%1\xa0»\xa0: %2",
 '%n of %1 games': ('%n partie sur %1', '%n parties sur %1'),
 '%1 games per second': ('%1 partie par seconde', '%1 parties par seconde'),
 ', about %1 left': ', il reste environ %1',
 '%1 h %2 min': '%1\xa0h\xa0%2\xa0min',
 '%1 min %2 s': '%1\xa0min\xa0%2\xa0s',
 '%1 s': '%1\xa0s',
 "'%1' is not a ws://HOST:PORT or wss://HOST:PORT address": "«\xa0%1\xa0» n'est pas une adresse «\xa0ws://HÔTE:PORT\xa0» ou «\xa0wss://HÔTE:PORT\xa0»",
 "if you trust this server, give its authority's certificate (or its own) with --ca FILE":
   'si vous faites confiance à ce serveur, donnez le certificat de son autorité (ou le sien) avec --ca FICHIER',
 'connecting to %1  (attempt %2)': 'connexion à %1  (tentative %2)',
 'your turn (%1): %2 s to play': 'à vous (%1)\xa0: %2\xa0s pour jouer',
 'the time ran out (%1 in a row): the computer (%2) plays the seat from now on':
   "temps écoulé (%1 fois de suite)\xa0: l'ordinateur (%2) joue désormais la place",
 'the time ran out (%1 in a row): the computer (%2) plays this turn': "temps écoulé (%1 fois de suite)\xa0: l'ordinateur (%2) joue ce tour",
 '--connect-timeout needs a number of seconds from 0.1 to 600': '--connect-timeout demande un nombre de secondes de 0.1 à 600',
 "unknown player '%1' (remote, random, easy, medium, hard, expert)": 'joueur inconnu «\xa0%1\xa0» (remote, random, easy, medium, hard, expert)',
 # Issue 27, the protocol's schema: join --log-messages.
 'Write every message sent and received to FILE, one line of JSON each, marked sent or received.':
   'Écrire dans FILE chaque message envoyé ou reçu, une ligne de JSON chacun, marquée sent ou received.',
 '--log-messages: cannot write %1: %2': "--log-messages\xa0: impossible d'écrire %1 (%2)",
 # issue 27, part 1 (tile order)
 'an older save: replayed with the draw pile of the version that saved it':
   "sauvegarde ancienne, rejouée avec la pioche de la version qui l'a enregistrée",
 # issue 39: where an illegal move is written, after the message
 'at %1': 'dans %1',
 # issue 40: an option or a house rule given twice
 "'%1' is given more than once": "l'option «\xa0%1\xa0» est donnée plus d'une fois",
 "--variants: the house rule '%1' is listed twice": '--variants\xa0: la variante «\xa0%1\xa0» figure deux fois',
    # print and picture (app/cli/render.cpp).
 '%1 must be a length in millimetres from %2 to %3, not \'%4\'': "%1 doit être une longueur en millimètres de %2 à %3, et non « %4 »",
 "%1 must be galaxy or plain, not '%2'": "%1 doit être galaxy ou plain, et non « %2 »",
 "--paper must be a4 or letter, not '%1'": "--paper doit être a4 ou letter, et non « %1 »",
 "--format must be pdf, svg or png, not '%1'": "--format doit être pdf, svg ou png, et non « %1 »",
 'name the output with --out': 'indiquez la sortie avec --out',
 "--step must be from 0 to %1 (the record's steps), not %2": "--step doit aller de 0 à %1 (les étapes de la partie), et non %2",
 'Print a tile set to play it on paper: a PDF of sheets, or one picture per face.':
   'Imprimer un jeu de tuiles pour y jouer sur papier : un PDF de planches, ou une image par tuile.',
 "Lay every copy of every face of a tile set out on sheets to print and cut: a PDF whose first page gives the set's name, totals, house rules and scoring numbers, then the sheets, each tile with its bleed and cut marks in the margins; with --backs a back page after each page, mirrored for printing on both sides (flip on the long edge), the start tile's back orange. With --format svg or png, one picture per face at the tile's size instead. Prints as JSON where it wrote. A set with problems is refused with them; a file that cannot be written exits 2 with why, leaving none half written.":
   "Disposer chaque exemplaire de chaque tuile d'un jeu sur des planches à imprimer et découper : un PDF dont la première page donne le nom du jeu, ses totaux, ses variantes et son barème, puis les planches, chaque tuile avec son fond perdu et des traits de coupe dans les marges ; avec --backs, une page de dos après chaque page, en miroir pour l'impression recto verso (retournement sur le bord long), le dos de la tuile de départ en orange. Avec --format svg ou png, une image par tuile à la taille de la tuile à la place. Affiche en JSON où elle a écrit. Un jeu qui a des problèmes est refusé avec ses problèmes ; un fichier impossible à écrire donne le code 2 avec la raison, sans laisser de fichier à moitié écrit.",
 "The PDF; for svg and png a folder, or the start of the files' names (cards/tile- gives cards/tile-ID.png).":
   "Le PDF ; pour svg et png, un dossier, ou le début du nom des fichiers (cards/tile- donne cards/tile-ID.png).",
 'The paper (default a4).': 'Le papier (a4 par défaut).',
 "A tile's side as cut, in millimetres, 10 to 200 (default 45).": "Le côté d'une tuile découpée, en millimètres, de 10 à 200 (45 par défaut).",
 'The art past the cut on every side, in millimetres, 0 to 10 (default 3).': "Le fond perdu au-delà de la coupe de chaque côté, en millimètres, de 0 à 10 (3 par défaut).",
 'Add a back page after each page, for printing on both sides.': "Ajouter une page de dos après chaque page, pour l'impression recto verso.",
 "The tile art's theme (default galaxy).": 'Le thème des tuiles (galaxy par défaut).',
 'The output: sheets as a PDF, or one SVG or PNG per face (default pdf).': 'La sortie : des planches en PDF, ou un SVG ou un PNG par tuile (pdf par défaut).',
 'Draw the board of a game record at a step as a PNG, SVG or PDF.': "Dessiner le plateau d'une partie enregistrée à une étape, en PNG, SVG ou PDF.",
 "Draw the board of a game record (its tiles and meeples) after a step of its review, as a PNG, SVG or PDF picture by the suffix of --out, and print as JSON where it wrote and its size. A record with an illegal move, or a file that cannot be written, exits 2 with why.":
   "Dessiner le plateau d'une partie enregistrée (ses tuiles et ses pions) après une étape de sa revue, en image PNG, SVG ou PDF selon l'extension de --out, et afficher en JSON où elle a été écrite et sa taille. Une partie avec un coup illégal, ou un fichier impossible à écrire, donne le code 2 avec la raison.",
 'The picture: a .png, .svg or .pdf file.': "L'image : un fichier .png, .svg ou .pdf.",
 "The board after step K, 0 (the start tile alone) to the record's steps (default: the last).": "Le plateau après l'étape K, de 0 (la tuile de départ seule) au nombre d'étapes de la partie (par défaut : la dernière).",
}

# The server's help and messages (translations/sw-carcassonne-server_fr.ts), and Qt's texts of
# its command line's errors (context QCommandLineParser) in French typography.
FR_SERVER = {
 'Usage: %1': 'Utilisation : %1',
 'Options:': 'Options :',
 'Show this help and quit.': 'Afficher cette aide, puis quitter.',
 'Show the version and quit.': 'Afficher la version, puis quitter.',
 "Unknown option '%1'.": 'Option inconnue « %1 ».',
 'Unknown options: %1.': 'Options inconnues : %1.',
 "Missing value after '%1'.": 'Valeur manquante après « %1 ».',
 "Unexpected value after '%1'.": 'Valeur inattendue après « %1 ».',
 'Hosts a Carcassonne: Star Wars game for network players.': 'Héberge une partie de Carcassonne : Star Wars pour des joueurs en réseau.',
 'TCP port (default 7777; 0: any free port).': "Le port TCP (7777 par défaut ; 0 : n'importe quel port libre).",
 'Address to listen on (default: every address).': "L'adresse d'écoute (par défaut : toutes les adresses).",
 "The game's set-up: a game record header.": "La mise en place de la partie : l'en-tête d'une partie enregistrée.",
 'Continue a saved game (written back to it).': 'Reprendre une partie enregistrée (la suite y est enregistrée).',
 "Write each game's record in this folder.": 'Enregistrer chaque partie dans ce dossier.',
 'Joining needs this password.': 'Rejoindre la partie demande ce mot de passe.',
 'Host N games of the set-up, at /1 to /N (default 1).': 'Héberger N parties de cette mise en place, de /1 à /N (1 par défaut).',
 'Open connections in all (default 256).': 'Le nombre de connexions ouvertes en tout (256 par défaut).',
 'Open connections from one address (default 32).': "Le nombre de connexions ouvertes depuis une même adresse (32 par défaut).",
 'Output waiting for one client that does not read, in KiB (default 1024): past it the client is cut (it may come back).':
   'Les données en attente pour un client qui ne lit pas, en Kio (1024 par défaut) : au-delà, le client est déconnecté (il peut revenir).',
 'Output waiting for all clients, in MiB (default 32): past it the client with the most waiting is cut.':
   "Les données en attente pour l'ensemble des clients, en Mio (32 par défaut) : au-delà, le client qui en a le plus est déconnecté.",
 "Serve wss:// with this PEM certificate (the server's first, then its chain).":
   "Servir en wss:// avec ce certificat PEM (celui du serveur d'abord, puis sa chaîne).",
 "The certificate's PEM private key (with --tls-cert).": 'La clé privée PEM du certificat (avec --tls-cert).',
 'Seconds a remote player has for each step (default 0: no limit); then a computer plays the turn.':
   'Les secondes dont dispose un joueur à distance pour chaque étape (0 par défaut : pas de limite) ; ensuite, un ordinateur joue son tour.',
 'The computer that plays a turn whose time ran out: random, easy (the default), medium, hard or expert.':
   "L'ordinateur qui joue un tour dont le temps est écoulé : random, easy (par défaut), medium, hard ou expert.",
 '--port must be a number from 0 to 65535': '--port doit être un nombre entier de 0 à 65535',
 '--tables must be a number from 1 to 10000': '--tables doit être un nombre entier de 1 à 10000',
 '--max-connections must be a positive number': '--max-connections doit être un nombre entier positif',
 '--max-per-address must be a positive number': '--max-per-address doit être un nombre entier positif',
 '--max-queued-kb must be a number from 64 to 1048576': '--max-queued-kb doit être un nombre entier de 64 à 1048576',
 '--max-queued-total-mb must be a number from 1 to 1048576': '--max-queued-total-mb doit être un nombre entier de 1 à 1048576',
 'give either --game SETUP.yaml or --resume RECORD': 'indiquez soit --game SETUP.yaml, soit --resume RECORD',
 'a resumed game is one game, saved to its own record (no --save, no --tables)':
   'une partie reprise est une seule partie, enregistrée dans son propre fichier (ni --save, ni --tables)',
 "--bind: '%1' is not an IP address": "--bind : « %1 » n'est pas une adresse IP",
 '--turn-time must be a number of seconds from 0 (no limit) to %1': '--turn-time doit être un nombre de secondes de 0 (pas de limite) à %1',
 '--timeout-level must be random, easy, medium, hard or expert': '--timeout-level doit être random, easy, medium, hard ou expert',
 'give both --tls-cert FILE and --tls-key FILE': 'indiquez à la fois --tls-cert FILE et --tls-key FILE',
 "unexpected argument '%1'": 'argument inattendu « %1 »',
 '%1 is an older save: replayed with the draw pile of the version that saved it':
   "%1 est une sauvegarde ancienne : elle est rejouée avec la pioche de la version qui l'a enregistrée",
 '--save: cannot make the folder %1': '--save : impossible de créer le dossier %1',
 '%1 (the game goes on; it is saved again at the next change, or in %2 s)':
   '%1 (la partie continue ; elle sera de nouveau enregistrée au prochain changement, ou dans %2\xa0s)',
 '%1 is saved again': '%1 : la partie est de nouveau enregistrée',
 'cannot listen: %1': "impossible d'écouter : %1",
 '--%1 is given more than once': "l'option --%1 est donnée plus d'une fois",
 # The lobby (--lobby; issue 45).
 'A public lobby at /lobby instead of --game: the clients create the tables, each at its own path.':
   'Un salon public à /lobby au lieu de --game\u00a0: les clients créent les tables, chacune à son propre chemin.',
 'With --lobby: tables in all (default 200).': 'Avec --lobby\u00a0: le nombre de tables en tout (200 par défaut).',
 'With --lobby: tables created from one address (default 3).':
   'Avec --lobby\u00a0: le nombre de tables créées depuis une même adresse (3 par défaut).',
 'With --lobby: seconds after which a table never started, with nobody at it, is removed (default 600).':
   "Avec --lobby\u00a0: les secondes après lesquelles une table jamais commencée, où personne n'est connecté, est retirée (600 par défaut).",
 '--max-tables must be a number from 1 to 100000': '--max-tables doit être un nombre de 1 à 100000',
 '--tables-per-address must be a number from 1 to 100000': '--tables-per-address doit être un nombre de 1 à 100000',
 '--idle-table must be a number of seconds from 1 to 604800': '--idle-table doit être un nombre de secondes de 1 à 604800',
 'With --lobby: seconds after which a game started and left unfinished by everyone is removed, its record kept (default 86400).':
   "Avec --lobby\u00a0: les secondes après lesquelles une partie commencée, que tous ont quittée avant la fin, est retirée, "
   "son enregistrement gardé (86400 par défaut).",
 '--abandoned-table must be a number of seconds from 1 to 604800': '--abandoned-table doit être un nombre de secondes de 1 à 604800',
 '--lobby: each table has its own game, password and turn time (no --%1)':
   '--lobby\u00a0: chaque table a sa propre partie, son mot de passe et son temps de tour (pas de --%1)',
 # Behind a reverse proxy (--trusted-proxy; issue 45).
 'Connections from these addresses (a reverse proxy; comma-separated) count, for the limits per address, '
 'under the last address of their X-Forwarded-For.':
   "Les connexions venues de ces adresses (un proxy inverse\u202f; séparées par des virgules) comptent, pour "
   "les limites par adresse, sous la dernière adresse de leur X-Forwarded-For.",
 "--trusted-proxy: '%1' is not an IP address": "--trusted-proxy\u00a0: «\u00a0%1\u00a0» n'est pas une adresse IP",
}

# English is the source language: its file holds only the messages with a count, whose forms
# come from the source, "%n tile(s)" giving "%n tile" and "%n tiles".
# An irregular plural has its forms here.
ENGLISH_IRREGULAR = {
    '%n die(s)': ('%n die', '%n dice'),
    'Battle on %1: your %n die(s) against %2, a %3 chance of winning.':
        ('Battle on %1: your %n die against %2, a %3 chance of winning.',
         'Battle on %1: your %n dice against %2, a %3 chance of winning.'),
}


def english_forms(src: str) -> tuple:
    if src in ENGLISH_IRREGULAR:
        return ENGLISH_IRREGULAR[src]
    return (src.replace('(s)', ''), src.replace('(s)', 's'))


# French typography, outside HTML tags: ’ for an apostrophe between letters, – for a dash
# written " - ", a narrow no-break space before ; ! ? and a no-break space before : and inside « ».
def typeset(text: str) -> str:
    out = []
    for part in re.split(r'(<[^>]*>)', text):
        if not part.startswith('<'):
            part = re.sub(r"(?<=\w)'(?=[\w%&<])", '\u2019', part)
            part = part.replace(' - ', ' \u2013 ')
            part = re.sub(r'(?<=[^\s(])[ \u00a0\u202f]?([;!?]+)', lambda m: '\u202f' + m.group(1), part)
            part = re.sub(r'(?<=\S) :(?=\s|$)', '\u00a0:', part)
            part = re.sub(r'« ?', '«\u00a0', part)
            part = re.sub(r' ?»', '\u00a0»', part)
            part = re.sub(r'\u00a0\u00a0', '\u00a0', part)
        out.append(part)
    return ''.join(out)


def fill(path: Path, texts, english: bool, contexts=None) -> list:
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter('context'):
        # A context of its own texts: the engine's words (Texts) in the CLI's catalogue are the
        # desktop program's.
        own_texts = (contexts or {}).get(context.findtext('name'), texts)
        for msg in list(context.iter('message')):
            src = msg.find('source').text or ''
            tr = msg.find('translation')
            numerus = msg.get('numerus') == 'yes'
            if english and not numerus:
                context.remove(msg)
                continue
            comment = msg.find('comment')
            # A text with a disambiguating comment may have its own entry, 'source\x04comment'.
            own = own_texts.get(src + '\x04' + comment.text) if comment is not None and comment.text else None
            value = english_forms(src) if english else (own if own is not None else own_texts.get(src))
            if value is not None and not english:
                value = tuple(map(typeset, value)) if isinstance(value, tuple) else typeset(value)
            if value is None or isinstance(value, tuple) != numerus:
                missing.append(src)
                continue
            if numerus:
                for child in list(tr):
                    tr.remove(child)
                tr.text = '\n            '  # lupdate's layout, so that the file keeps its shape
                for form in value:
                    ET.SubElement(tr, 'numerusform').text = form
                    tr[-1].tail = '\n            '
                tr[-1].tail = '\n        '
            else:
                tr.text = value
            tr.attrib.pop('type', None)
    for context in list(tree.getroot().iter('context')):
        if context.find('message') is None:
            tree.getroot().remove(context)
    if english:
        ET.indent(tree, space='    ')  # messages were removed: lay the rest out again
    tree.write(path, encoding='utf-8', xml_declaration=True)
    return missing


def main() -> int:
    here = Path(__file__).parent
    missing = fill(here / 'sw-carcassonne_fr.ts', FR, english=False)
    missing += fill(here / 'sw-carcassonne_en.ts', {}, english=True)
    missing += fill(here / 'sw-carcassonne-cli_fr.ts', FR_CLI, english=False, contexts={'Texts': FR})
    missing += fill(here / 'sw-carcassonne-server_fr.ts', FR_SERVER, english=False)
    for m in missing:
        print('no translation (or not the right form, text or singular and plural) for:', repr(m), file=sys.stderr)
    return 1 if missing else 0

if __name__ == '__main__':
    sys.exit(main())
