#!/usr/bin/env python3
"""Fills translations/sw-carcassonne_fr.ts from the French texts below (run after lupdate).

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
 'No battles on asteroid fields; everyone present scores.': "Pas de bataille sur les champs d'astéroïdes ; chaque présent marque.",
 'Extending your route lets you jump to a planet or field on it.': "Prolonger votre route permet de sauter vers une planète ou un champ qu'elle traverse.",
 'Merchants re-deploy after a route scores; allies share routes.': "Les marchands repartent après le décompte d'une route ; les alliés partagent les routes.",
 'Unfinished planets and fields score per meeple only.': 'Planètes et champs inachevés ne rapportent que par pion.',
 'Three tiles lie face up: take one of them or draw.': "Trois tuiles sont visibles : prenez-en une ou piochez.",
 "Meeples of different players may end up together on an asteroid field by merging; there is no battle there. A completed field scores for each player present: 2 per tile and 2 per symbol of that player's own faction. A completed planet scores 9, plus 2 if its symbol is its controller's faction.":
   "Des pions de joueurs différents peuvent se retrouver sur un même champ d'astéroïdes par fusion ; il n'y a pas de bataille. Un champ terminé rapporte à chaque joueur présent 2 par tuile et 2 par symbole de sa propre faction. Une planète terminée rapporte 9, plus 2 si son symbole est celui de la faction qui la contrôle.",
 'When your tile extends a trading route you hold, you may instead place a meeple at any distance on a planet (a battle if it is held) or on an unoccupied unfinished asteroid field, if that route passes over the tile of that planet or field.':
   "Quand votre tuile prolonge une route commerciale que vous tenez, vous pouvez à la place poser un pion, à n'importe quelle distance, sur une planète (bataille si elle est occupée) ou sur un champ d'astéroïdes inachevé et libre, si cette route passe par la tuile de cette planète ou de ce champ.",
 'A meeple that comes back from a route completed this turn may be placed again at once, for free, on any unoccupied unfinished route. Meeples of the same faction never fight on a route; when it is completed each of them scores its full value.':
   "Un pion qui revient d'une route terminée ce tour peut être reposé aussitôt, gratuitement, sur n'importe quelle route inachevée et libre. Les pions d'une même faction ne se battent jamais sur une route ; quand elle est terminée, chacun marque sa pleine valeur.",
 'At the end, an unfinished planet or asteroid field scores only, for each meeple on it, 2 for the tile it stands on plus 2 if that tile shows a symbol of its faction; the rest is lost. An unfinished route held by one player scores in full.':
   "À la fin, une planète ou un champ d'astéroïdes inachevé ne rapporte, pour chaque pion qui s'y trouve, que 2 pour la tuile où il se tient, plus 2 si cette tuile montre un symbole de sa faction ; le reste est perdu. Une route inachevée tenue par un seul joueur rapporte sa pleine valeur.",
 'Three tiles lie face up beside the pile. On your turn take one of them or the top of the pile; the row is refilled from the pile.':
   "Trois tuiles sont posées face visible à côté de la pioche. À votre tour, prenez l'une d'elles ou celle du dessus de la pioche ; la rangée est complétée depuis la pioche.",
 'the game is over: no tile is left to place': "la partie est terminée : il ne reste aucune tuile à poser",
 'this move does not belong to this step of the turn': "ce coup n'appartient pas à cette étape du tour",
 'rotation must be 0, 90, 180 or 270': 'la rotation doit être 0, 90, 180 ou 270',
 'a tile is already placed at %1': 'une tuile est déjà posée en %1',
 'the tile at %1 touches no placed tile on any side': 'la tuile en %1 ne touche aucune tuile posée par un côté',
 "the tile's %1 edge is %2 but the neighbouring tile's edge there is %3": "le bord %1 de la tuile est %2 mais le bord de la tuile voisine à cet endroit est %3",
 "no tile '%1' is left in the pile": "il ne reste aucune tuile « %1 » dans la pioche",
 "tile '%1' fits on the board, so it cannot be set aside": "la tuile « %1 » peut être posée, elle ne peut donc pas être écartée",
 "tile '%1' fits nowhere on the board; it must be set aside": "la tuile « %1 » ne peut être posée nulle part ; elle doit être écartée",
 'the placed tile has no %1 on its %2 edge': "la tuile posée n'a pas de %1 sur son bord %2",
 'there is no such %1 there': "il n'y a pas de %1 à cet endroit",
 'that %1 already holds a meeple': 'cet élément (%1) porte déjà un pion',
 "no %1 is left in the player's reserve": "il ne reste aucun %1 dans la réserve du joueur",
 'there is no planet at %1': "il n'y a pas de planète en %1",
 'the planet at %1 is not on the placed tile nor one of its 8 neighbours': "la planète en %1 n'est ni sur la tuile posée ni sur l'une de ses 8 voisines",
 'the tile at %1 is not on a route that the placed tile extends and the player holds': "la tuile en %1 n'est pas sur une route que la tuile posée prolonge et que le joueur tient",
 'that %1 is already complete': 'cet élément (%1) est déjà terminé',
 "no face-up tile '%1'": "aucune tuile visible « %1 »",
 'the pile is empty: take a face-up tile': 'la pioche est vide : prenez une tuile visible',
 'illegal move': 'coup illégal',
 'cannot read the file %1': 'impossible de lire le fichier %1',
 'YAML syntax error: %1': 'erreur de syntaxe YAML : %1',
 '%1 must be a mapping of keys to values': '%1 doit être une table de clés et de valeurs',
 "unknown key '%1'": "clé inconnue « %1 »",
 "the key '%1' is missing": "la clé « %1 » manque",
 "'%1' has the wrong type (expected: %2)": "« %1 » n'a pas le bon type (attendu : %2)",
 "'%1' is not allowed here: %2": "« %1 » n'est pas permis ici : %2",
 "'%1' is %2; allowed: %3": "« %1 » vaut %2 ; valeurs permises : %3",
 "no built-in tile set or file named '%1'": "aucun jeu de tuiles intégré ni fichier nommé « %1 »",
 'the tile set is invalid: %1': "le jeu de tuiles n'est pas valide : %1",
 'players: %1': 'joueurs : %1',
 "unknown variant '%1'": "variante inconnue « %1 »",
 "the variant '%1' is not supported": "la variante « %1 » n'est pas prise en charge",
 "the tile set has no tile '%1'": "le jeu de tuiles n'a pas de tuile « %1 »",
 'turn %1: %2': 'tour %1 : %2',
 '%1: tile set error: %2': '%1 : erreur dans le jeu de tuiles : %2',
 '<h2>Carcassonne: Star Wars in brief</h2><p><b>Each turn</b> place the drawn tile so that it touches the board edge to edge and every shared edge matches (route to route, asteroid to asteroid, space to space). A tile that fits nowhere is set aside and you draw again.</p><p><b>Then you may place one meeple</b> (4 small, 1 large) on a route, asteroid field or planet of that tile if nobody is on that whole feature yet, or attack a planet on one of the 8 neighbouring tiles, even an occupied one.</p><p><b>Battles</b>: when different colours meet on a feature, each rolls 1 die per small meeple, 2 for the large one, +1 if a symbol of its faction is on the feature (at most 3). The highest die wins; ties score 1 and roll again. Losers go home and score 1 per die rolled.</p><p><b>Scoring</b>: a complete route scores 1 per tile, an asteroid field 2 per tile, a planet with all 8 neighbours 9; every symbol on the feature adds 2. At the end unfinished features score 1 per tile (planet: 1 + its neighbours) and 2 per symbol.</p><p><b>Teams</b>: red and green against black and white, one shared score; team-mates never fight.</p>':
   "<h2>Carcassonne : Star Wars en bref</h2><p><b>À chaque tour</b>, posez la tuile piochée de façon qu'elle touche le plateau par un côté et que chaque bord commun corresponde (route contre route, astéroïdes contre astéroïdes, espace contre espace). Une tuile qui ne peut être posée nulle part est écartée et vous piochez à nouveau.</p><p><b>Puis vous pouvez poser un pion</b> (4 petits, 1 grand) sur une route, un champ d'astéroïdes ou la planète de cette tuile si personne n'occupe encore tout cet élément, ou attaquer une planète sur l'une des 8 tuiles voisines, même occupée.</p><p><b>Batailles</b> : quand des couleurs différentes se retrouvent sur un élément, chacune lance 1 dé par petit pion, 2 pour le grand, +1 si un symbole de sa faction est sur l'élément (3 au plus). Le plus haut dé l'emporte ; en cas d'égalité chacun marque 1 et relance. Les perdants rentrent et marquent 1 par dé lancé.</p><p><b>Décompte</b> : une route terminée rapporte 1 par tuile, un champ d'astéroïdes 2 par tuile, une planète entourée de ses 8 voisines 9 ; chaque symbole sur l'élément ajoute 2. À la fin, les éléments inachevés rapportent 1 par tuile (planète : 1 + ses voisines) et 2 par symbole.</p><p><b>Équipes</b> : rouge et vert contre noir et blanc, un score commun ; les coéquipiers ne se battent jamais.</p>",
 'Carcassonne: Star Wars': 'Carcassonne : Star Wars',
 '%1 - Carcassonne: Star Wars': '%1 - Carcassonne : Star Wars',
 '&Game': '&Partie', '&Turn': '&Tour', '&View': '&Affichage', '&Language': '&Langue', '&Help': 'Ai&de',
 '&New game...': '&Nouvelle partie...', '&Open...': '&Ouvrir...', '&Save': '&Enregistrer', 'Save &as...': 'Enregistrer &sous...',
 '&Undo': '&Annuler', '&Quit': '&Quitter', '&Rotate clockwise': '&Tourner dans le sens horaire',
 'Rotate &anticlockwise': 'Tourner dans le sens &antihoraire', 'Draw from the &pile': 'Piocher dans la &pioche',
 '&No meeple': '&Aucun pion', '&End turn': '&Finir le tour', 'Zoom &in': 'Zoom a&vant', 'Zoom &out': 'Zoom a&rrière',
 '&Fit board': '&Ajuster au plateau', '&Rules summary': '&Résumé des règles', '&About': 'À &propos',
 'Turn': 'Tour', 'Meeple': 'Pion', 'Players': 'Joueurs', 'Tiles to come': 'Tuiles à venir', 'Last turn': 'Dernier tour',
 'Game log': 'Journal de la partie', 'Rotate left': 'Tourner à gauche', 'Rotate right (R)': 'Tourner à droite (R)',
 'Draw from the pile (P)': 'Piocher (P)', 'End turn (Enter)': 'Finir le tour (Entrée)',
 'Player': 'Joueur', 'Faction': 'Faction', 'Score': 'Score', 'Small': 'Petits', 'Large': 'Grand',
 '%1 (%2)': '%1 (%2)', ' and ': ' et ',
 'No game yet: choose Game > New game (Ctrl+N).': 'Pas encore de partie : choisissez Partie > Nouvelle partie (Ctrl+N).',
 'House rules: %1': 'Variantes : %1', 'The game is over.': 'La partie est terminée.',
 '<b>%1</b> to play. Tiles left in the pile: %2': 'À <b>%1</b> de jouer. Tuiles dans la pioche : %2',
 'Take one of the face-up tiles or draw from the pile.': 'Prenez une des tuiles visibles ou piochez.',
 'Click a green cell to place the tile. R or the mouse wheel over the tile turns it; dashed cells fit after turning.':
   "Cliquez une case verte pour poser la tuile. R ou la molette sur la tuile la fait tourner ; les cases en pointillés conviennent après rotation.",
 'Choose a meeple spot (yellow circles) or no meeple, then end the turn.': 'Choisissez un emplacement (cercles jaunes) ou aucun pion, puis finissez le tour.',
 'Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a yellow circle) or keep it.':
   "Commerçants galactiques : %1 peut reposer son %2 sur n'importe quelle route libre et inachevée (cliquez un cercle jaune) ou le garder.",
 'the planet of this tile': 'la planète de cette tuile', 'the planet at %1': 'la planète en %1',
 'the %1 (%2)': '%1 (%2)', 'the %1 at %2': '%1 en %2', '%1 on %2': '%1 sur %2',
 'Keep it in the reserve': 'Le garder dans la réserve', 'No meeple': 'Aucun pion', 'Confirm (Enter)': 'Valider (Entrée)',
 'small meeples: %1': 'petits pions : %1', 'faction symbol': 'symbole de faction', '%1 - dice: %2 (%3)': '%1 - dés : %2 (%3)',
 '<b>Battle on the %1!</b>': '<b>Bataille : %1 !</b>', 'Your chance of winning: <b>%1%</b>': 'Vos chances de gagner : <b>%1 %</b>',
 '<p><b>Battle on the %1</b></p>': '<p><b>Bataille : %1</b></p>', '%1 rolls %2': '%1 obtient %2', 'Round %1: %2.': 'Manche %1 : %2.',
 'Tie for the highest die: the tied sides score 1 and roll again.': 'Égalité au plus haut dé : les ex æquo marquent 1 et relancent.',
 '<b>%1 wins.</b>': '<b>%1 l\'emporte.</b>', '%1 +%2': '%1 +%2', 'Points: %1.': 'Points : %1.',
 'Tile %1 fits nowhere: it is set aside and another is drawn.': "La tuile %1 ne peut être posée nulle part : elle est écartée et une autre est piochée.",
 'Turn %1: %2 places %3 at %4': 'Tour %1 : %2 pose %3 en %4', ', no meeple.': ', sans pion.', ', with a %1.': ', et pose un %1.',
 '%1 scores %2 for the completed %3 (%4 tiles, %5 symbols).': '%1 marque %2 pour l\'élément terminé : %3 (%4 tuiles, %5 symboles).',
 'No battle and no feature completed this turn.': 'Ni bataille ni élément terminé ce tour.',
 '<h3>Final scoring</h3>': '<h3>Décompte final</h3>',
 'unfinished %1 (%2 tiles, %3 symbols)': 'élément inachevé : %1 (%2 tuiles, %3 symboles)',
 'No unfinished feature holds a meeple.': "Aucun élément inachevé ne porte de pion.",
 'Scores': 'Scores', 'Shared victory: %1!': 'Victoire partagée : %1 !', '%1 wins!': '%1 gagne !', 'Game over': 'Partie terminée',
 'Cannot start the game': 'Impossible de commencer la partie', '<b>A new game begins.</b>': '<b>Une nouvelle partie commence.</b>',
 'Open a game': 'Ouvrir une partie', 'Game records (*.yaml *.yml)': 'Parties enregistrées (*.yaml *.yml)',
 'Cannot open the game': "Impossible d'ouvrir la partie", 'Cannot save the game': "Impossible d'enregistrer la partie",
 '%1: %2': '%1 : %2', 'Saved to %1': 'Enregistré dans %1', 'Save the game': 'Enregistrer la partie',
 'Resume the game?': 'Reprendre la partie ?',
 'The last game was not finished properly. Resume it where it stopped?': "La dernière partie ne s'est pas terminée normalement. La reprendre là où elle s'est arrêtée ?",
 'Rules summary': 'Résumé des règles', 'About Carcassonne: Star Wars': 'À propos de Carcassonne : Star Wars',
 '<p><b>Carcassonne: Star Wars for the desktop</b> %1</p><p>Place tiles, send merchants, explorers and conquerors, and fight dice battles, at one screen for 2 to 5 players.</p>':
   "<p><b>Carcassonne : Star Wars pour l'ordinateur</b> %1</p><p>Posez des tuiles, envoyez marchands, explorateurs et conquérants, et livrez des batailles de dés, sur un seul écran, de 2 à 5 joueurs.</p>",
 'New game': 'Nouvelle partie', '&Players:': '&Joueurs :', '&Team play (red and green against black and white)': '&Par équipes (rouge et vert contre noir et blanc)',
 'Seats, in playing order:': 'Places, dans l\'ordre de jeu :', '&Seed:': '&Graine :', 'random': 'au hasard', 'Tile set:': 'Jeu de tuiles :',
 'Standard (76 tiles)': 'Standard (76 tuiles)', 'House rules:': 'Variantes :', 'Player %1': 'Joueur %1',
 'The seed must be a whole number, or empty for a random game.': 'La graine doit être un nombre entier, ou vide pour une partie au hasard.',
 'Team play needs four players: red, black, green, white.': 'Le jeu par équipes demande quatre joueurs : rouge, noir, vert, blanc.',
 'Each player needs a different colour.': 'Chaque joueur doit avoir une couleur différente.',
 '&Hint': '&Conseil', 'Computer &speed': "&Vitesse de l'ordinateur", '&Fast': '&Rapide', '&Normal': '&Normale', '&Slow': '&Lente',
 '%1 is thinking...': '%1 réfléchit...', 'Hint: place the tile at %1 as shown': 'Conseil : posez la tuile en %1 telle que montrée',
 ', then a %1 on the %2': ', puis un %1 sur : %2', 'Person': 'Humain', 'Computer (easy)': 'Ordinateur (facile)',
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
 'Fix it before playing: %1': 'Corrigez-le avant de jouer : %1',
 "Another tile already has the id '%1'.": "Une autre tuile a déjà l'identifiant « %1 ».",
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
 'Set name:': 'Nom du jeu :',
 'Id:': 'Identifiant :',
 'Copies:': 'Exemplaires :',
 'Start tile (placed first, 1 copy)': 'Tuile de départ (posée en premier, 1 exemplaire)',
 'Planet in the centre': 'Planète au centre',
 'Edges joined in one feature (first row: routes, second: asteroid fields):': "Bords reliés en un même élément (1re ligne : routes, 2e : champs d'astéroïdes) :",
 'Faction symbols on each feature:': 'Symboles de faction sur chaque élément :',
 '<b>%1 tiles</b> (%2 kinds), %3 planets; symbols: %4 rebel, %5 empire, %6 bounty; edges: %7 route, %8 asteroid': '<b>%1 tuiles</b> (%2 sortes), %3 planètes ; symboles : %4 rebelles, %5 impériaux, %6 chasseurs de primes ; bords : %7 route, %8 astéroïdes',
 'line %1, column %2: %3': 'ligne %1, colonne %2 : %3',
 'Edit the YAML text': 'Modifier le texte YAML',
 'Click near an edge of the picture to change it: space, route, asteroid field.': "Cliquez près d'un bord de l'image pour le changer : espace, route, champ d'astéroïdes.",
 'Cannot save the tile set': "Impossible d'enregistrer le jeu de tuiles",
 'The set is not valid: %1': "Le jeu n'est pas valide : %1",
 'Save the tile set': 'Enregistrer le jeu de tuiles',
 'Unsaved changes': 'Modifications non enregistrées',
 'The tile set has changes. Save them?': 'Le jeu de tuiles a été modifié. Enregistrer les modifications ?',
 'Tile &sets': '&Jeux de tuiles',
 '&Edit...': '&Modifier...',
}

def main() -> int:
    path = Path(__file__).with_name('sw-carcassonne_fr.ts')
    tree = ET.parse(path)
    missing = []
    for msg in tree.getroot().iter('message'):
        src = msg.find('source').text or ''
        tr = msg.find('translation')
        if src in FR:
            tr.text = FR[src]
            tr.attrib.pop('type', None)
        else:
            missing.append(src)
    tree.write(path, encoding='utf-8', xml_declaration=True)
    for m in missing:
        print('no French for:', repr(m), file=sys.stderr)
    return 1 if missing else 0

if __name__ == '__main__':
    sys.exit(main())
