#!/usr/bin/env python3
"""Fills translations/sw-carcassonne_fr.ts from the French texts below, and the plural forms of
translations/sw-carcassonne_en.ts (run after lupdate).

A French text is a string, or for a message with a count (source with %n, numerus) a tuple: the
singular (0 and 1) and the plural. Every French text puts a non-breaking space (U+00A0) before
: ; ! ? and inside « ». The English file keeps only the messages with a count.

Keeping the French here, beside the .ts, makes a review of the whole translation one read;
any source text without French is reported and left unfinished, so the check fails loudly.
"""
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
 '<b>Battles</b>: when meeples of different players (in team play, of both teams) meet on a feature, each side rolls 1 die per small meeple, 2 for the large one, and 1 more if a symbol of its faction belongs to the feature (to a planet only its own symbol belongs), at most 3 dice. The highest die wins. Tied sides score 1 each and roll again; the sides below them lose. A loser takes its meeples back and scores 1 per die it rolled. Sides roll in seat order from the current player.':
   "<b>Batailles</b>\u00a0: quand des pions de joueurs différents (en équipes, des deux équipes) se retrouvent sur un même élément, chaque camp lance 1 dé par petit pion, 2 pour le grand et 1 de plus si un symbole de sa faction appartient à l'élément (à une planète n'appartient que son propre symbole), 3 dés au plus. Le dé le plus haut l'emporte. Les camps à égalité marquent 1 point chacun et relancent\u00a0; ceux qui sont en dessous perdent. Un perdant reprend ses pions et marque 1 point par dé lancé. Les camps lancent dans l'ordre des places à partir du joueur actif.",
 '<b>Scoring</b>: a completed trading route scores 1 per tile, an asteroid field 2 per tile, a planet surrounded by 8 tiles 9; every symbol on the feature adds 2, whatever its faction. The meeples then come back. At the end of the game, each unfinished feature that holds meeples scores 1 per tile (a planet: 1 plus 1 per tile around it) and 2 per symbol.':
   "<b>Décompte</b>\u00a0: une route commerciale terminée rapporte 1 point par tuile, un champ d'astéroïdes 2 par tuile, une planète entourée de 8 tuiles 9\u00a0; chaque symbole de l'élément ajoute 2, quelle que soit sa faction. Les pions reviennent ensuite dans la réserve. À la fin de la partie, chaque élément inachevé occupé par des pions rapporte 1 par tuile (une planète\u00a0: 1 plus 1 par tuile qui l'entoure) et 2 par symbole.",
 '<b>Teams</b> (4 players): red and green (Rebel Alliance) against black and white (Empire), with one shared score. Team-mates never fight; in a battle a team rolls once, at most 3 dice.':
   "<b>Équipes</b> (4 joueurs)\u00a0: rouge et vert (Alliance rebelle) contre noir et blanc (Empire), avec un score commun. Les coéquipiers ne se battent jamais\u00a0; dans une bataille, une équipe lance une seule fois, 3 dés au plus.",
 'House rules': 'Variantes',
 'Each can be switched on by itself when a new game is set up.': 'Chacune peut être activée séparément au moment de préparer une nouvelle partie.',
 '<b>%1</b>: %2': '<b>%1</b>\u00a0: %2',
 "The complete rules, with the rulebook's examples and every case the rulebook leaves open, are in docs/rules.md in the program's sources.":
   "Les règles complètes, avec les exemples du livret de règles et tous les cas que le livret laisse ouverts, se trouvent dans le fichier docs/rules.md des sources du programme (en anglais).",
 "There are no battles on asteroid fields: meeples of different players may end up on one field by merging (placing a meeple on an occupied field stays forbidden). A completed field scores for each player present: 2 per tile and 2 per symbol of that player's own faction. A completed planet scores 9, plus 2 if its symbol is its holder's faction. At the end a shared field scores its usual value for each player on it.":
   "Il n'y a pas de bataille sur les champs d'astéroïdes\u00a0: des pions de joueurs différents peuvent se retrouver sur un même champ par fusion (poser un pion sur un champ occupé reste interdit). Un champ terminé rapporte à chaque joueur présent 2 par tuile et 2 par symbole de sa propre faction. Une planète terminée rapporte 9, plus 2 si son symbole est celui de la faction qui la tient. À la fin, un champ partagé rapporte sa valeur habituelle à chaque joueur qui s'y trouve.",
 'When your tile extends a trading route that you (or your team-mate) already hold, you may instead place your meeple at any distance on an unfinished planet (a battle if another side holds it) or on an unoccupied unfinished asteroid field, if that route passes over the tile of that planet or field.':
   "Quand votre tuile prolonge une route commerciale que vous (ou votre coéquipier) tenez déjà, vous pouvez à la place poser votre pion, à n'importe quelle distance, sur une planète inachevée (bataille si un autre camp la tient) ou sur un champ d'astéroïdes inachevé et libre, si cette route passe par la tuile de cette planète ou de ce champ.",
 'A meeple that comes back from a route completed this turn may be placed again at once, for free, on any unoccupied unfinished route; the meeples are offered in seat order from the current player, small ones before the large one. Players of the same faction never fight on a route: there they form one side (at most 3 dice), and when the route is completed each of them scores its full value.':
   "Un pion qui revient d'une route terminée ce tour-ci peut être reposé aussitôt, gratuitement, sur n'importe quelle route inachevée et libre\u00a0; les pions sont proposés dans l'ordre des places à partir du joueur actif, les petits avant le grand. Les joueurs d'une même faction ne se battent jamais sur une route\u00a0: ils y forment un seul camp (3 dés au plus) et, quand la route est terminée, chacun marque sa pleine valeur.",
 'At the end, an unfinished planet or asteroid field scores only, for each meeple on it, 2 plus 2 if the tile it stands on shows a symbol of its faction on that feature; the rest is lost. An unfinished route still scores its full value: 1 per tile and 2 per symbol.':
   "À la fin, une planète ou un champ d'astéroïdes inachevé ne rapporte, pour chaque pion qui s'y trouve, que 2, plus 2 si la tuile où il se tient montre un symbole de sa faction sur cet élément\u00a0; le reste est perdu. Une route inachevée rapporte toujours sa pleine valeur\u00a0: 1 par tuile et 2 par symbole.",
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
 'Click a green cell to place the tile. R or the mouse wheel over the tile turns it; dashed cells fit after turning.':
   "Cliquez une case verte pour poser la tuile. R ou la molette sur la tuile la fait tourner\xa0; les cases en pointillés conviennent après rotation.",
 'Choose a meeple spot (yellow circles) or no meeple, then end the turn.': 'Choisissez un emplacement (cercles jaunes) ou aucun pion, puis finissez le tour.',
 'Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a yellow circle) or keep it.':
   "Commerçants galactiques\xa0: %1 peut reposer son %2 sur n'importe quelle route libre et inachevée (cliquez un cercle jaune) ou le garder.",
 'the planet of this tile': 'la planète de cette tuile',
 '%1 on %2': '%1 sur %2',
 'Keep it in the reserve': 'Le garder dans la réserve', 'No meeple': 'Aucun pion', 'Confirm (Enter)': 'Valider (Entrée)',
 'small meeples: %1': 'petits pions\xa0: %1', 'faction symbol': 'symbole de faction', '%1 - dice: %2 (%3)': '%1 - dés\xa0: %2 (%3)',
 '<b>Battle on %1!</b>': '<b>Bataille sur %1\xa0!</b>', 'Your chance of winning: <b>%1%</b>': 'Vos chances de gagner\xa0: <b>%1 %</b>',
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
 '&Hint': '&Conseil', 'Computer &speed': "&Vitesse de l'ordinateur", '&Fast': '&Rapide', '&Normal': '&Normale', '&Slow': '&Lente',
 '%1 is thinking...': '%1 réfléchit...', 'Hint: place the tile at %1 as shown': 'Conseil\xa0: posez la tuile en %1 telle que montrée',
 ', then a %1 on the %2': ', puis un %1 sur %2', 'Person': 'Humain', 'Computer (easy)': 'Ordinateur (facile)',
 'Computer (medium)': 'Ordinateur (moyen)', 'Computer (hard)': 'Ordinateur (difficile)',
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
 'The tile set is not valid': "Le jeu de tuiles n'est pas valide",
 'Fix it before playing: %1': 'Corrigez-le avant de jouer\xa0: %1',
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
 'Start tile (placed first, 1 copy)': 'Tuile de départ (posée en premier, 1 exemplaire)',
 'Planet in the centre': 'Planète au centre',
 'Edges joined in one feature (first row: routes, second: asteroid fields):': "Bords reliés en un même élément (1re ligne\xa0: routes, 2e\xa0: champs d'astéroïdes)\xa0:",
 'Faction symbols on each feature:': 'Symboles de faction sur chaque élément\xa0:',
 'line %1, column %2: %3': 'ligne %1, colonne %2\xa0: %3',
 'Edit the YAML text': 'Modifier le texte YAML',
 'Click near an edge of the picture to change it: space, route, asteroid field.': "Cliquez près d'un bord de l'image pour le changer\xa0: espace, route, champ d'astéroïdes.",
 'Cannot save the tile set': "Impossible d'enregistrer le jeu de tuiles",
 'The set is not valid: %1': "Le jeu n'est pas valide\xa0: %1",
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
 '%1 (computer) is thinking…': '%1 (ordinateur) réfléchit…',
 '<b>%1</b> (computer) is thinking…': '<b>%1</b> (ordinateur) réfléchit…',
 'Waiting for <b>%1</b>…': 'En attente de <b>%1</b>…',
 'Save the game?': 'Enregistrer la partie\xa0?',
 'The game in progress has turns that are not saved. Save the game in progress?': 'La partie en cours a des tours qui ne sont pas enregistrés. Enregistrer la partie en cours\xa0?',
 'The game was not saved, and the file on disk is unchanged.\n%1': "La partie n'a pas été enregistrée, et le fichier sur le disque est inchangé.\n%1",
 'Hint: take the face-up tile that is marked.': 'Conseil\xa0: prenez la tuile visible qui est marquée.',
 'Hint: draw from the pile.': 'Conseil\xa0: piochez.',
 'Hint: put the tile on the cell framed in blue, turned as shown, with a %1 on the spot marked in blue.': 'Conseil\xa0: posez la tuile sur la case encadrée de bleu, tournée comme montré, avec un %1 sur l’emplacement marqué en bleu.',
 'Hint: put the tile on the cell framed in blue, turned as shown, with no meeple.': 'Conseil\xa0: posez la tuile sur la case encadrée de bleu, tournée comme montré, sans pion.',
 'A game that cannot be read (%1), saved %2': 'Une partie illisible (%1), sauvegardée le %2',
 '%1 — turn %2 — saved %3': '%1 — tour %2 — sauvegardée le %3',
 'Resume unfinished games?': 'Reprendre les parties inachevées\xa0?',
 'The program stopped last time without closing these games. Resume the checked ones where they stopped (each in a window of its own), or discard them?': "La dernière fois, le programme s'est arrêté sans fermer ces parties. Reprendre celles qui sont cochées là où elles se sont arrêtées (chacune dans sa propre fenêtre), ou les abandonner\xa0?",
 '&Resume': '&Reprendre',
 '&Discard': '&Abandonner',
 '&Not now': '&Pas maintenant',
 'The game is over: Game > Final scoring (F8) shows the scores.': 'La partie est terminée\xa0: Partie > Décompte final (F8) montre les scores.',
 'Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a yellow circle, then confirm) or keep it.': "Commerçants galactiques\xa0: %1 peut reposer son %2 sur n'importe quelle route inachevée et libre (cliquez sur un cercle jaune, puis confirmez) ou le garder.",
 'The YAML text has errors (listed under it). Fix them, then save: the file is unchanged.': "Le texte YAML contient des erreurs (listées en dessous). Corrigez-les, puis enregistrez\xa0: le fichier n'a pas été modifié.",
 'The YAML text has errors: the tile set follows it again once they are fixed.': "Le texte YAML contient des erreurs\xa0: le jeu de tuiles le suivra de nouveau une fois qu'elles seront corrigées.",
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
 'unfinished trading route': 'route commerciale inachevée',
 'unfinished asteroid field': "champ d'astéroïdes inachevé",
 'unfinished planet': 'planète inachevée',
 '%1 — %2 (%3, %4)': '%1 — %2 (%3, %4)',
 # The editor's side letters: W is O (ouest) in French.
 'the trading route': 'la route commerciale', 'the asteroid field': "le champ d'astéroïdes", 'the planet': 'la planète',
 'N': 'N', 'E': 'E', 'S': 'S', 'W': 'O',
 # The command line (--help).
 'Interface language (en or fr).': "Langue de l'interface (en ou fr).",
 'Save a picture of a game in progress and quit.': "Enregistrer l'image d'une partie en cours, puis quitter.",
 'Random turns before the screenshot.': "Nombre de tours joués au hasard avant la capture d'écran.",
 'Seed of the screenshot game.': "Graine de la partie de la capture d'écran.",
 'House rules of the screenshot game.': "Variantes de la partie de la capture d'écran.",
 'Make the screenshot game a team game of four.': "Faire de la partie de la capture d'écran une partie à quatre par équipes.",
 'Print the time from start to a shown, painted window, and quit.': "Afficher le temps écoulé entre le lancement et une fenêtre affichée et dessinée, puis quitter.",
 'A saved game to open.': 'Une partie enregistrée à ouvrir.',
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
 'person, random, easy, medium or hard': 'person, random, easy, medium ou hard',
 'a set-aside tile is not placed': "une tuile écartée n'est pas posée",
 'nothing for a planet (use at)': 'rien pour une planète (utilisez at)',
 "a route is named by the placed tile's edge": 'une route se désigne par le bord de la tuile posée',
 'at most one per player': 'au plus un par joueur',
 'one per player': 'un par joueur',
 'team play needs exactly the players red, black, green, white in that seat order': 'le jeu par équipes demande exactement les joueurs rouge, noir, vert, blanc, dans cet ordre',
 'a game needs 2 to 5 players': 'une partie se joue de 2 à 5 joueurs',
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
    'What the screenshot shows: play, tilesets (the editor with a copy of the standard set) or final (the final scoring after a whole game).':
        'Ce que montre la capture\xa0: play (la partie), tilesets (l\'éditeur avec une copie du jeu standard) ou final (le décompte final d\'une partie entière).',
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
}

# English is the source language: its file holds only the messages with a count, whose forms
# come from the source, "%n tile(s)" giving "%n tile" and "%n tiles".
def english_forms(src: str) -> tuple:
    return (src.replace('(s)', ''), src.replace('(s)', 's'))


def fill(path: Path, texts, english: bool) -> list:
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter('context'):
        for msg in list(context.iter('message')):
            src = msg.find('source').text or ''
            tr = msg.find('translation')
            numerus = msg.get('numerus') == 'yes'
            if english and not numerus:
                context.remove(msg)
                continue
            value = english_forms(src) if english else texts.get(src)
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
    for m in missing:
        print('no translation (or not the right form, text or singular and plural) for:', repr(m), file=sys.stderr)
    return 1 if missing else 0

if __name__ == '__main__':
    sys.exit(main())
