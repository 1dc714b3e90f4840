<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>Texts</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>Rebel Alliance</source>
        <translation>Alliance rebelle</translation>
    </message>
    <message>
        <source>Empire</source>
        <translation>Empire</translation>
    </message>
    <message>
        <source>Bounty Hunters</source>
        <translation>Chasseurs de primes</translation>
    </message>
    <message>
        <source>trading route</source>
        <translation>route commerciale</translation>
    </message>
    <message>
        <source>asteroid field</source>
        <translation>champ d’astéroïdes</translation>
    </message>
    <message>
        <source>planet</source>
        <translation>planète</translation>
    </message>
    <message>
        <source>the trading route</source>
        <translation>la route commerciale</translation>
    </message>
    <message>
        <source>the asteroid field</source>
        <translation>le champ d’astéroïdes</translation>
    </message>
    <message>
        <source>the planet</source>
        <translation>la planète</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>space</source>
        <translation>espace</translation>
    </message>
    <message>
        <source>route</source>
        <translation>route</translation>
    </message>
    <message>
        <source>asteroid</source>
        <translation>astéroïdes</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>grand pion</translation>
    </message>
    <message>
        <source>small meeple</source>
        <translation>petit pion</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a duration in seconds</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>a route</source>
        <translation>une route</translation>
    </message>
    <message numerus="yes">
        <source>%n route(s)</source>
        <translation>
            <numerusform>%n route</numerusform>
            <numerusform>%n routes</numerusform>
        </translation>
    </message>
    <message>
        <source>a straight route</source>
        <translation>une route droite</translation>
    </message>
    <message numerus="yes">
        <source>%n straight route(s)</source>
        <translation>
            <numerusform>%n route droite</numerusform>
            <numerusform>%n routes droites</numerusform>
        </translation>
    </message>
    <message>
        <source>a curved route</source>
        <translation>une route en virage</translation>
    </message>
    <message numerus="yes">
        <source>%n curved route(s)</source>
        <translation>
            <numerusform>%n route en virage</numerusform>
            <numerusform>%n routes en virage</numerusform>
        </translation>
    </message>
    <message>
        <source>a branching route</source>
        <translation>une route qui bifurque</translation>
    </message>
    <message numerus="yes">
        <source>%n branching route(s)</source>
        <translation>
            <numerusform>%n route qui bifurque</numerusform>
            <numerusform>%n routes qui bifurquent</numerusform>
        </translation>
    </message>
    <message>
        <source>an asteroid field</source>
        <translation>un champ d’astéroïdes</translation>
    </message>
    <message numerus="yes">
        <source>%n asteroid field(s)</source>
        <translation>
            <numerusform>%n champ d’astéroïdes</numerusform>
            <numerusform>%n champs d’astéroïdes</numerusform>
        </translation>
    </message>
    <message>
        <source>an asteroid field across a corner</source>
        <translation>un champ d’astéroïdes en coin</translation>
    </message>
    <message numerus="yes">
        <source>%n asteroid field(s) across corners</source>
        <translation>
            <numerusform>%n champ d’astéroïdes en coin</numerusform>
            <numerusform>%n champs d’astéroïdes en coin</numerusform>
        </translation>
    </message>
    <message>
        <source>an asteroid field across the tile</source>
        <translation>un champ d’astéroïdes qui traverse la tuile</translation>
    </message>
    <message numerus="yes">
        <source>%n asteroid field(s) across the tile</source>
        <translation>
            <numerusform>%n champ d’astéroïdes qui traverse la tuile</numerusform>
            <numerusform>%n champs d’astéroïdes qui traversent la tuile</numerusform>
        </translation>
    </message>
    <message>
        <source>a large asteroid field</source>
        <translation>un grand champ d’astéroïdes</translation>
    </message>
    <message>
        <source>an asteroid field on all four edges</source>
        <translation>un champ d’astéroïdes sur les quatre bords</translation>
    </message>
    <message>
        <source>a rebel symbol</source>
        <translation>un symbole rebelle</translation>
    </message>
    <message numerus="yes">
        <source>%n rebel symbol(s)</source>
        <translation>
            <numerusform>%n symbole rebelle</numerusform>
            <numerusform>%n symboles rebelles</numerusform>
        </translation>
    </message>
    <message>
        <source>an imperial symbol</source>
        <translation>un symbole impérial</translation>
    </message>
    <message numerus="yes">
        <source>%n imperial symbol(s)</source>
        <translation>
            <numerusform>%n symbole impérial</numerusform>
            <numerusform>%n symboles impériaux</numerusform>
        </translation>
    </message>
    <message>
        <source>a bounty hunter symbol</source>
        <translation>un symbole des chasseurs de primes</translation>
    </message>
    <message numerus="yes">
        <source>%n bounty hunter symbol(s)</source>
        <translation>
            <numerusform>%n symbole des chasseurs de primes</numerusform>
            <numerusform>%n symboles des chasseurs de primes</numerusform>
        </translation>
    </message>
    <message>
        <source>a planet tile</source>
        <translation>une tuile planète</translation>
    </message>
    <message numerus="yes">
        <source>a crossroads of %n route(s)</source>
        <translation>
            <numerusform>un carrefour de %n route</numerusform>
            <numerusform>un carrefour de %n routes</numerusform>
        </translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>une tuile</translation>
    </message>
    <message>
        <source>a tile of empty space</source>
        <translation>une tuile d’espace vide</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 avec %2</translation>
    </message>
    <message>
        <source>Explorers' Guild</source>
        <translation>Guilde des explorateurs</translation>
    </message>
    <message>
        <source>Hyperspace</source>
        <translation>Hyperespace</translation>
    </message>
    <message>
        <source>Galaxy Traders</source>
        <translation>Commerçants galactiques</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>Intel and Rumours</source>
        <translation>Renseignements et rumeurs</translation>
    </message>
    <message>
        <source>No battles on asteroid fields; everyone present scores.</source>
        <translation>Pas de bataille sur les champs d’astéroïdes : tous les joueurs présents marquent.</translation>
    </message>
    <message>
        <source>Extending your route lets you jump to a planet or field on it.</source>
        <translation>En prolongeant votre route, vous pouvez sauter vers une planète ou un champ qu’elle dessert.</translation>
    </message>
    <message>
        <source>Merchants re-deploy after a route scores; allies share routes.</source>
        <translation>Après le décompte d’une route, ses marchands repartent aussitôt ; les alliés partagent les routes.</translation>
    </message>
    <message>
        <source>Unfinished planets and fields score per meeple only.</source>
        <translation>Les planètes et les champs inachevés ne rapportent des points que par pion.</translation>
    </message>
    <message>
        <source>Three tiles lie face up: take one of them or draw.</source>
        <translation>Trois tuiles sont face visible : prenez-en une ou piochez.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>There are no battles on asteroid fields: meeples of different players may end up on one field by merging (placing a meeple on an occupied field stays forbidden). A completed field scores for each player present: %1 per tile and %2 per symbol of that player's own faction. A completed planet scores %3, plus %4 if its symbol is its holder's faction. At the end a shared field scores its usual value for each player on it.</source>
        <translation>Il n’y a pas de bataille sur les champs d’astéroïdes : des pions de joueurs différents peuvent se retrouver sur un même champ par fusion (poser un pion sur un champ occupé reste interdit). Un champ terminé rapporte à chaque joueur présent %1 par tuile et %2 par symbole de sa propre faction. Une planète terminée rapporte %3, plus %4 si son symbole est celui de la faction qui la tient. À la fin, un champ partagé rapporte sa valeur habituelle à chaque joueur qui s’y trouve.</translation>
    </message>
    <message>
        <source>When your tile extends a trading route that you (or your team-mate) already hold, you may instead place your meeple at any distance on an unfinished planet (a battle if another side holds it) or on an unoccupied unfinished asteroid field, if that route passes over the tile of that planet or field.</source>
        <translation>Quand votre tuile prolonge une route commerciale que vous (ou votre coéquipier) tenez déjà, vous pouvez à la place poser votre pion, à n’importe quelle distance, sur une planète inachevée (bataille si un autre camp la tient) ou sur un champ d’astéroïdes inachevé et libre, si cette route passe par la tuile de cette planète ou de ce champ.</translation>
    </message>
    <message>
        <source>A meeple that comes back from a route completed this turn may be placed again at once, for free, on any unoccupied unfinished route; the meeples are offered in seat order from the current player, small ones before the large one. Players of the same faction never fight on a route: there they form one side (at most %1), and when the route is completed each of them scores its full value.</source>
        <translation>Un pion qui revient d’une route terminée ce tour-ci peut être reposé aussitôt, gratuitement, sur n’importe quelle route inachevée et libre ; les pions sont proposés dans l’ordre des places à partir du joueur actif, les petits avant le grand. Les joueurs d’une même faction ne se battent jamais sur une route : ils y forment un seul camp (%1 au plus) et, quand la route est terminée, chacun marque sa pleine valeur.</translation>
    </message>
    <message>
        <source>At the end, an unfinished planet or asteroid field scores only, for each meeple on it, %1 plus %2 if the tile it stands on shows a symbol of its faction on that feature; the rest is lost. An unfinished route still scores its full value: %3 per tile and %4 per symbol.</source>
        <translation>À la fin, une planète ou un champ d’astéroïdes inachevé ne rapporte, pour chaque pion qui s’y trouve, que %1, plus %2 si la tuile où il se tient montre un symbole de sa faction sur cet élément ; le reste est perdu. Une route inachevée rapporte toujours sa pleine valeur : %3 par tuile et %4 par symbole.</translation>
    </message>
    <message>
        <source>Three tiles lie face up beside the pile. On your turn take one of them, if it fits somewhere, or the top of the pile; a taken tile is replaced from the pile. A face-up tile that fits nowhere stays face up; a tile drawn from the pile that fits nowhere is set aside and you choose again. When the pile is empty and no face-up tile fits, the game ends.</source>
        <translation>Trois tuiles sont posées face visible à côté de la pioche. À votre tour, prenez l’une d’elles, si elle peut être posée quelque part, ou celle du dessus de la pioche ; une tuile prise est remplacée depuis la pioche. Une tuile visible qui ne peut être posée nulle part reste visible ; une tuile piochée qui ne peut être posée nulle part est écartée et vous choisissez de nouveau. Quand la pioche est vide et qu’aucune tuile visible ne peut être posée, la partie se termine.</translation>
    </message>
    <message>
        <source>the game is over: no tile is left to place</source>
        <translation>la partie est terminée : il ne reste aucune tuile à poser</translation>
    </message>
    <message>
        <source>this move does not belong to this step of the turn</source>
        <translation>ce coup n’appartient pas à cette étape du tour</translation>
    </message>
    <message>
        <source>rotation must be 0, 90, 180 or 270</source>
        <translation>la rotation doit être 0, 90, 180 ou 270</translation>
    </message>
    <message>
        <source>a tile is already placed at %1</source>
        <translation>une tuile est déjà posée en %1</translation>
    </message>
    <message>
        <source>the tile at %1 touches no placed tile on any side</source>
        <translation>la tuile en %1 ne touche aucune tuile posée par un côté</translation>
    </message>
    <message>
        <source>the tile's %1 edge is %2 but the neighbouring tile's edge there is %3</source>
        <translation>le bord %1 de la tuile est %2 mais le bord de la tuile voisine à cet endroit est %3</translation>
    </message>
    <message>
        <source>no tile '%1' is left in the pile</source>
        <translation>il ne reste aucune tuile « %1 » dans la pioche</translation>
    </message>
    <message>
        <source>tile '%1' fits on the board, so it cannot be set aside</source>
        <translation>la tuile « %1 » peut être posée, elle ne peut donc pas être écartée</translation>
    </message>
    <message>
        <source>tile '%1' fits nowhere on the board; it must be set aside</source>
        <translation>la tuile « %1 » ne peut être posée nulle part ; elle doit être écartée</translation>
    </message>
    <message>
        <source>the tile at %1 has no %2 on its %3 edge</source>
        <translation>la tuile en %1 n’a pas de %2 sur son bord %3</translation>
    </message>
    <message>
        <source>the tile at %1 has no %2</source>
        <translation>la tuile en %1 n’a pas de %2</translation>
    </message>
    <message>
        <source>the placed tile has no %1 on its %2 edge</source>
        <translation>la tuile posée n’a pas de %1 sur son bord %2</translation>
    </message>
    <message>
        <source>there is no such %1 there</source>
        <translation>il n’y a pas de %1 à cet endroit</translation>
    </message>
    <message>
        <source>that %1 already holds a meeple</source>
        <translation>cet élément (%1) porte déjà un pion</translation>
    </message>
    <message>
        <source>no %1 is left in the player's reserve</source>
        <translation>il ne reste aucun %1 dans la réserve du joueur</translation>
    </message>
    <message>
        <source>there is no planet at %1</source>
        <translation>il n’y a pas de planète en %1</translation>
    </message>
    <message>
        <source>the planet at %1 is not on the placed tile nor one of its 8 neighbours</source>
        <translation>la planète en %1 n’est ni sur la tuile posée ni sur l’une de ses 8 voisines</translation>
    </message>
    <message>
        <source>the tile at %1 is not on a route that the placed tile extends and the player holds</source>
        <translation>la tuile en %1 n’est pas sur une route que la tuile posée prolonge et que le joueur tient</translation>
    </message>
    <message>
        <source>the trading route at %1 is already complete</source>
        <translation>la route commerciale en %1 est déjà terminée</translation>
    </message>
    <message>
        <source>the asteroid field at %1 is already complete</source>
        <translation>le champ d’astéroïdes en %1 est déjà terminé</translation>
    </message>
    <message>
        <source>the planet at %1 is already complete</source>
        <translation>la planète en %1 est déjà terminée</translation>
    </message>
    <message>
        <source>no face-up tile '%1'</source>
        <translation>aucune tuile visible « %1 »</translation>
    </message>
    <message>
        <source>the pile is empty: take a face-up tile</source>
        <translation>la pioche est vide : prenez une tuile visible</translation>
    </message>
    <message>
        <source>the face-up tile '%1' fits nowhere on the board; it stays face up</source>
        <translation>la tuile visible « %1 » ne peut être posée nulle part ; elle reste visible</translation>
    </message>
    <message>
        <source>the face-up tile '%1' cannot be set aside: face-up tiles stay face up</source>
        <translation>la tuile visible « %1 » ne peut pas être écartée : les tuiles visibles restent visibles</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>coup illégal</translation>
    </message>
    <message>
        <source>team play needs exactly the players red, black, green, white in that seat order</source>
        <translation>le jeu par équipes demande exactement les joueurs rouge, noir, vert, blanc, dans cet ordre</translation>
    </message>
    <message>
        <source>a game needs 2 to 5 players</source>
        <translation>une partie se joue de 2 à 5 joueurs</translation>
    </message>
    <message>
        <source>the colour %1 is taken twice</source>
        <translation>deux places ont la même couleur (%1)</translation>
    </message>
    <message>
        <source>a game record</source>
        <translation>une partie enregistrée</translation>
    </message>
    <message>
        <source>a turn</source>
        <translation>un tour</translation>
    </message>
    <message>
        <source>meeple</source>
        <translation>« meeple »</translation>
    </message>
    <message>
        <source>the document</source>
        <translation>le document</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>un entier</translation>
    </message>
    <message>
        <source>a non-negative integer</source>
        <translation>un entier positif ou nul</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>une table</translation>
    </message>
    <message>
        <source>a boolean (true or false)</source>
        <translation>un booléen (true ou false)</translation>
    </message>
    <message>
        <source>a list of two integers [x, y]</source>
        <translation>une liste de deux entiers [x, y]</translation>
    </message>
    <message>
        <source>a list of die faces</source>
        <translation>une liste de faces de dé</translation>
    </message>
    <message>
        <source>a list of re-placements</source>
        <translation>une liste de reposes</translation>
    </message>
    <message>
        <source>keep or {at: [x, y], edge: side}</source>
        <translation>keep ou « {at: [x, y], edge: côté} »</translation>
    </message>
    <message>
        <source>a list of player names</source>
        <translation>une liste de noms de joueurs</translation>
    </message>
    <message>
        <source>a list of colours</source>
        <translation>une liste de couleurs</translation>
    </message>
    <message>
        <source>a list: person or a computer level per seat</source>
        <translation>une liste : person ou un niveau de l’ordinateur par place</translation>
    </message>
    <message>
        <source>a list of variant names</source>
        <translation>une liste de noms de variantes</translation>
    </message>
    <message>
        <source>a list of turns</source>
        <translation>une liste de tours</translation>
    </message>
    <message>
        <source>a list of edge types (space, route, asteroid)</source>
        <translation>une liste de types de bord (space, route, asteroid)</translation>
    </message>
    <message>
        <source>a list of factions (rebel, empire, bounty)</source>
        <translation>une liste de factions (rebel, empire, bounty)</translation>
    </message>
    <message>
        <source>a list of sides (N, E, S, W)</source>
        <translation>une liste de côtés (N, E, S, W)</translation>
    </message>
    <message>
        <source>a list of segments, each a list of sides such as [E, W] or a mapping with edges and symbols</source>
        <translation>une liste de segments, chacun une liste de côtés comme [E, W] ou une table avec edges et symbols</translation>
    </message>
    <message>
        <source>row or pile</source>
        <translation>row ou pile</translation>
    </message>
    <message>
        <source>0, 90, 180 or 270</source>
        <translation>0, 90, 180 ou 270</translation>
    </message>
    <message>
        <source>small or large</source>
        <translation>small ou large</translation>
    </message>
    <message>
        <source>route, asteroid or planet</source>
        <translation>route, asteroid ou planet</translation>
    </message>
    <message>
        <source>N, E, S or W</source>
        <translation>N, E, S ou W</translation>
    </message>
    <message>
        <source>1 to 6</source>
        <translation>de 1 à 6</translation>
    </message>
    <message>
        <source>person, remote, random, easy, medium, hard or expert</source>
        <translation>person, remote, random, easy, medium, hard ou expert</translation>
    </message>
    <message>
        <source>a set-aside tile is not placed</source>
        <translation>une tuile écartée n’est pas posée</translation>
    </message>
    <message>
        <source>nothing for a planet (use at)</source>
        <translation>rien pour une planète (utilisez at)</translation>
    </message>
    <message>
        <source>a route is named by the placed tile's edge</source>
        <translation>une route se désigne par le bord de la tuile posée</translation>
    </message>
    <message>
        <source>at most one per player</source>
        <translation>au plus un par joueur</translation>
    </message>
    <message>
        <source>one per player</source>
        <translation>un par joueur</translation>
    </message>
    <message>
        <source>YAML directives must have exactly one argument</source>
        <translation>les directives YAML doivent avoir exactement un argument</translation>
    </message>
    <message>
        <source>bad YAML version: </source>
        <translation>version YAML incorrecte : </translation>
    </message>
    <message>
        <source>YAML major version too large</source>
        <translation>version majeure de YAML trop grande</translation>
    </message>
    <message>
        <source>repeated YAML directive</source>
        <translation>directive YAML répétée</translation>
    </message>
    <message>
        <source>TAG directives must have exactly two arguments</source>
        <translation>les directives TAG doivent avoir exactement deux arguments</translation>
    </message>
    <message>
        <source>repeated TAG directive</source>
        <translation>directive TAG répétée</translation>
    </message>
    <message>
        <source>illegal character found while scanning tag handle</source>
        <translation>caractère interdit dans le préfixe d’une étiquette</translation>
    </message>
    <message>
        <source>tag handle with no suffix</source>
        <translation>préfixe d’étiquette sans suffixe</translation>
    </message>
    <message>
        <source>end of verbatim tag not found</source>
        <translation>fin de l’étiquette verbatim introuvable</translation>
    </message>
    <message>
        <source>end of map not found</source>
        <translation>fin de la table introuvable</translation>
    </message>
    <message>
        <source>end of map flow not found</source>
        <translation>fin de la table entre accolades introuvable (il manque « } »)</translation>
    </message>
    <message>
        <source>end of sequence not found</source>
        <translation>fin de la liste introuvable</translation>
    </message>
    <message>
        <source>end of sequence flow not found</source>
        <translation>fin de la liste entre crochets introuvable (il manque « ] »)</translation>
    </message>
    <message>
        <source>cannot assign multiple tags to the same node</source>
        <translation>impossible de donner plusieurs étiquettes à un même nœud</translation>
    </message>
    <message>
        <source>cannot assign multiple anchors to the same node</source>
        <translation>impossible de donner plusieurs ancres à un même nœud</translation>
    </message>
    <message>
        <source>cannot assign multiple aliases to the same node</source>
        <translation>impossible de donner plusieurs alias à un même nœud</translation>
    </message>
    <message>
        <source>aliases can't have any content, *including* tags</source>
        <translation>un alias ne peut avoir aucun contenu, pas même une étiquette</translation>
    </message>
    <message>
        <source>bad character found while scanning hex number</source>
        <translation>caractère incorrect dans un nombre hexadécimal</translation>
    </message>
    <message>
        <source>invalid unicode: </source>
        <translation>caractère Unicode non valide : </translation>
    </message>
    <message>
        <source>unknown escape character: </source>
        <translation>caractère d’échappement inconnu : </translation>
    </message>
    <message>
        <source>unknown token</source>
        <translation>élément inconnu</translation>
    </message>
    <message>
        <source>illegal document indicator in scalar</source>
        <translation>indicateur de document interdit dans une valeur</translation>
    </message>
    <message>
        <source>illegal EOF in scalar</source>
        <translation>fin de fichier inattendue dans une valeur</translation>
    </message>
    <message>
        <source>illegal character in scalar</source>
        <translation>caractère interdit dans une valeur</translation>
    </message>
    <message>
        <source>illegal tab when looking for indentation</source>
        <translation>tabulation interdite dans l’indentation</translation>
    </message>
    <message>
        <source>illegal flow end</source>
        <translation>fermeture de crochet ou d’accolade inattendue</translation>
    </message>
    <message>
        <source>illegal block entry</source>
        <translation>élément de liste inattendu</translation>
    </message>
    <message>
        <source>illegal map key</source>
        <translation>clé de table inattendue</translation>
    </message>
    <message>
        <source>illegal map value</source>
        <translation>valeur de table inattendue</translation>
    </message>
    <message>
        <source>alias not found after *</source>
        <translation>nom d’alias absent après *</translation>
    </message>
    <message>
        <source>anchor not found after &amp;</source>
        <translation>nom d’ancre absent après &amp;</translation>
    </message>
    <message>
        <source>illegal character found while scanning alias</source>
        <translation>caractère interdit dans un alias</translation>
    </message>
    <message>
        <source>illegal character found while scanning anchor</source>
        <translation>caractère interdit dans une ancre</translation>
    </message>
    <message>
        <source>cannot set zero indentation for a block scalar</source>
        <translation>un bloc de texte ne peut pas avoir une indentation nulle</translation>
    </message>
    <message>
        <source>unexpected character in block scalar</source>
        <translation>caractère inattendu dans un bloc de texte</translation>
    </message>
    <message>
        <source>the referenced anchor is not defined</source>
        <translation>l’ancre citée n’est pas définie</translation>
    </message>
    <message>
        <source>unexpected end sequence token</source>
        <translation>fin de liste inattendue</translation>
    </message>
    <message>
        <source>unexpected end map token</source>
        <translation>fin de table inattendue</translation>
    </message>
    <message>
        <source>invalid character in single-quoted string</source>
        <translation>caractère non valide dans une chaîne entre apostrophes</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n nom</numerusform>
            <numerusform>%n noms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n place</numerusform>
            <numerusform>%n places</numerusform>
        </translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tuile %1</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>cannot read the file %1</source>
        <translation>impossible de lire le fichier %1</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>erreur de syntaxe YAML : %1</translation>
    </message>
    <message>
        <source>%1 must be a mapping of keys to values</source>
        <translation>%1 doit être une table de clés et de valeurs</translation>
    </message>
    <message>
        <source>unknown key '%1'</source>
        <translation>clé inconnue « %1 »</translation>
    </message>
    <message>
        <source>the key '%1' is missing</source>
        <translation>la clé « %1 » manque</translation>
    </message>
    <message>
        <source>'%1' has the wrong type (expected: %2)</source>
        <translation>« %1 » n’a pas le bon type (attendu : %2)</translation>
    </message>
    <message>
        <source>'%1' is not allowed here: %2</source>
        <translation>« %1 » n’est pas permis ici : %2</translation>
    </message>
    <message>
        <source>'%1' is %2; allowed: %3</source>
        <translation>« %1 » vaut %2 ; valeurs permises : %3</translation>
    </message>
    <message>
        <source>no built-in tile set or file named '%1'</source>
        <translation>aucun jeu de tuiles intégré ni fichier nommé « %1 »</translation>
    </message>
    <message>
        <source>the tile set is invalid: %1</source>
        <translation>le jeu de tuiles n’est pas valide : %1</translation>
    </message>
    <message>
        <source>players: %1</source>
        <translation>joueurs : %1</translation>
    </message>
    <message>
        <source>unknown variant '%1'</source>
        <translation>variante inconnue « %1 »</translation>
    </message>
    <message>
        <source>the variant '%1' is not supported</source>
        <translation>la variante « %1 » n’est pas prise en charge</translation>
    </message>
    <message>
        <source>the tile set has no tile '%1'</source>
        <translation>le jeu de tuiles n’a pas de tuile « %1 »</translation>
    </message>
    <message>
        <source>'%1' is not a regular file: a folder, a device or a pipe cannot be opened</source>
        <translation>« %1 » n’est pas un fichier ordinaire : un dossier, un périphérique ou un tube ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>the file '%1' is too large (more than %2 MiB)</source>
        <translation>le fichier « %1 » est trop gros (plus de %2 Mio)</translation>
    </message>
    <message>
        <source>the text is not UTF-8</source>
        <translation>le texte n’est pas en UTF-8</translation>
    </message>
    <message>
        <source>the text holds the control character %1</source>
        <translation>le texte contient le caractère de contrôle %1</translation>
    </message>
    <message>
        <source>YAML syntax error: unexpected '%1'</source>
        <translation>erreur de syntaxe YAML : « %1 » inattendu</translation>
    </message>
    <message numerus="yes">
        <source>the file holds %n YAML document(s); it must hold one</source>
        <translation>
            <numerusform>le fichier contient %n document YAML ; il doit n’en contenir qu’un</numerusform>
            <numerusform>le fichier contient %n documents YAML ; il doit n’en contenir qu’un</numerusform>
        </translation>
    </message>
    <message>
        <source>the file holds too many YAML values (more than %1)</source>
        <translation>le fichier contient trop de valeurs YAML (plus de %1)</translation>
    </message>
    <message numerus="yes">
        <source>lists and mappings are nested too deep (more than %n level(s))</source>
        <translation>
            <numerusform>les listes et les tables sont imbriquées trop profondément (plus de %n niveau)</numerusform>
            <numerusform>les listes et les tables sont imbriquées trop profondément (plus de %n niveaux)</numerusform>
        </translation>
    </message>
    <message>
        <source>YAML aliases (*name) are not supported</source>
        <translation>les alias YAML (*nom) ne sont pas pris en charge</translation>
    </message>
    <message>
        <source>more errors follow (only the first %1 are listed)</source>
        <translation>d’autres erreurs suivent (seules les %1 premières sont indiquées)</translation>
    </message>
    <message>
        <source>this file is a tile set, not a game record: open it in the tile-set editor (Tile sets &gt; Edit)</source>
        <translation>ce fichier est un jeu de tuiles, pas une partie enregistrée : ouvrez-le dans l’éditeur de jeux de tuiles (Jeux de tuiles &gt; Modifier)</translation>
    </message>
    <message>
        <source>the key '%1' appears twice</source>
        <translation>la clé « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>unsupported game record format %1 (this program reads format %2)</source>
        <translation>format de partie enregistrée %1 non pris en charge (ce programme lit le format %2)</translation>
    </message>
    <message numerus="yes">
        <source>the name '%1' is too long (%n character(s); at most %2)</source>
        <translation>
            <numerusform>le nom « %1 » est trop long (%n caractère ; %2 au plus)</numerusform>
            <numerusform>le nom « %1 » est trop long (%n caractères ; %2 au plus)</numerusform>
        </translation>
    </message>
    <message>
        <source>a name holds a control character</source>
        <translation>un nom contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>a name is not UTF-8 text</source>
        <translation>un nom n’est pas un texte UTF-8</translation>
    </message>
    <message>
        <source>'%1' is %2; allowed: %3 to %4</source>
        <translation>« %1 » vaut %2 ; valeurs permises : de %3 à %4</translation>
    </message>
    <message>
        <source>'%1' lists %2 entries; a record holds at most %3</source>
        <translation>« %1 » compte %2 entrées ; une partie enregistrée en contient au plus %3</translation>
    </message>
    <message>
        <source>no such file %1</source>
        <translation>le fichier %1 est introuvable</translation>
    </message>
    <message>
        <source>turn %1: %2</source>
        <translation>tour %1 : %2</translation>
    </message>
    <message>
        <source>cannot read the file '%1'</source>
        <translation>impossible de lire le fichier « %1 »</translation>
    </message>
    <message>
        <source>no such file '%1'</source>
        <translation>le fichier « %1 » est introuvable</translation>
    </message>
    <message>
        <source>%1 must be a mapping (key: value lines)</source>
        <translation>%1 doit être une table (lignes « clé: valeur »)</translation>
    </message>
    <message>
        <source>unsupported format %1 (this program reads format 1)</source>
        <translation>format %1 non pris en charge (ce programme lit le format 1)</translation>
    </message>
    <message>
        <source>the tile set's name is empty</source>
        <translation>le nom du jeu de tuiles est vide</translation>
    </message>
    <message>
        <source>the tile set has no tiles</source>
        <translation>le jeu de tuiles n’a aucune tuile</translation>
    </message>
    <message>
        <source>%1 has an empty id</source>
        <translation>%1 a un identifiant vide</translation>
    </message>
    <message>
        <source>the id '%1' is used twice</source>
        <translation>l’identifiant « %1 » est utilisé deux fois</translation>
    </message>
    <message>
        <source>%1: count %2 is out of range (1 to 999)</source>
        <translation>%1 : le nombre %2 est hors limites (1 à 999)</translation>
    </message>
    <message>
        <source>%1: edges must list 4 edge types (N, E, S, W), not %2</source>
        <translation>%1 : edges doit donner 4 types de bord (N, E, S, W), pas %2</translation>
    </message>
    <message>
        <source>%1: unknown edge type '%2' (space, route or asteroid)</source>
        <translation>%1 : type de bord inconnu « %2 » (space, route ou asteroid)</translation>
    </message>
    <message>
        <source>%1: unknown side '%2' (N, E, S or W)</source>
        <translation>%1 : côté inconnu « %2 » (N, E, S ou W)</translation>
    </message>
    <message>
        <source>%1: unknown faction '%2' (rebel, empire or bounty)</source>
        <translation>%1 : faction inconnue « %2 » (rebel, empire ou bounty)</translation>
    </message>
    <message>
        <source>%1: a segment of %2 joins no edge</source>
        <translation>%1 : un segment de %2 ne relie aucun bord</translation>
    </message>
    <message>
        <source>%1: edge %2 is not of the kind %3 but a segment of it covers it</source>
        <translation>%1 : le bord %2 n’est pas du type %3 mais un segment de ce type le couvre</translation>
    </message>
    <message>
        <source>%1: edge %2 is covered by two segments of %3</source>
        <translation>%1 : le bord %2 est couvert par deux segments de %3</translation>
    </message>
    <message>
        <source>%1: edge %2 is %3 but no segment covers it</source>
        <translation>%1 : le bord %2 est de type %3 mais aucun segment ne le couvre</translation>
    </message>
    <message>
        <source>%1: the planet must be surrounded by space</source>
        <translation>%1 : la planète doit être entourée d’espace</translation>
    </message>
    <message>
        <source>no tile is the start tile (exactly one needs 'start: true')</source>
        <translation>aucune tuile n’est la tuile de départ (il en faut exactement une avec « start: true »)</translation>
    </message>
    <message>
        <source>%1: a second start tile (the start tile is already '%2')</source>
        <translation>%1 : une seconde tuile de départ (la tuile de départ est déjà « %2 »)</translation>
    </message>
    <message>
        <source>%1: the start tile must have count 1, not %2</source>
        <translation>%1 : la tuile de départ doit avoir 1 exemplaire, pas %2</translation>
    </message>
    <message>
        <source>%1: too many symbols of one faction on one feature</source>
        <translation>%1 : trop de symboles d’une faction sur un élément</translation>
    </message>
    <message>
        <source>this file is a game record, not a tile set: open it with Game &gt; Open</source>
        <translation>ce fichier est une partie enregistrée, pas un jeu de tuiles : ouvrez-le avec Partie &gt; Ouvrir</translation>
    </message>
    <message numerus="yes">
        <source>the tile set's name is too long (%n character(s); at most %1)</source>
        <translation>
            <numerusform>le nom du jeu de tuiles est trop long (%n caractère ; %1 au plus)</numerusform>
            <numerusform>le nom du jeu de tuiles est trop long (%n caractères ; %1 au plus)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the id '%1' is too long (%n character(s); at most %2)</source>
        <translation>
            <numerusform>l’identifiant « %1 » est trop long (%n caractère ; %2 au plus)</numerusform>
            <numerusform>l’identifiant « %1 » est trop long (%n caractères ; %2 au plus)</numerusform>
        </translation>
    </message>
    <message>
        <source>the tile set's name holds a control character</source>
        <translation>le nom du jeu de tuiles contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>the tile set's name is not UTF-8 text</source>
        <translation>le nom du jeu de tuiles n’est pas un texte UTF-8</translation>
    </message>
    <message>
        <source>an id holds a control character</source>
        <translation>un identifiant contient un caractère de contrôle</translation>
    </message>
    <message>
        <source>an id is not UTF-8 text</source>
        <translation>un identifiant n’est pas un texte UTF-8</translation>
    </message>
    <message>
        <source>too many faces (%1; at most %2)</source>
        <translation>trop de faces (%1 ; %2 au plus)</translation>
    </message>
    <message>
        <source>too many tiles (%1 with the copies; at most %2)</source>
        <translation>trop de tuiles (%1 avec les exemplaires ; %2 au plus)</translation>
    </message>
    <message>
        <source>too many symbols of the %1 on all the tiles together (%2 with the copies; at most %3)</source>
        <translation>trop de symboles de la faction %1 sur l’ensemble des tuiles (%2 avec les exemplaires ; %3 au plus)</translation>
    </message>
    <message>
        <source>unknown house rule '%1' (explorers-guild, hyperspace, galaxy-traders, endgame or intel-and-rumours)</source>
        <translation>variante inconnue « %1 » (explorers-guild, hyperspace, galaxy-traders, endgame ou intel-and-rumours)</translation>
    </message>
    <message>
        <source>rules: %1 must be a whole number from %2 to %3, not %4</source>
        <translation>règles : %1 doit être un nombre entier de %2 à %3, et non %4</translation>
    </message>
    <message>
        <source>rules: the house rule '%1' is listed twice</source>
        <translation>règles : la variante « %1 » figure deux fois</translation>
    </message>
    <message>
        <source>Carcassonne: Star Wars in brief</source>
        <translation>Carcassonne : Star Wars en bref</translation>
    </message>
    <message>
        <source>&lt;b&gt;Each turn&lt;/b&gt; place the drawn tile so that it touches the board edge to edge and every shared edge matches (route to route, asteroid to asteroid, space to space). A tile that fits nowhere is set aside and you draw again.</source>
        <translation>&lt;b&gt;À chaque tour&lt;/b&gt;, posez la tuile piochée de sorte qu’elle touche le plateau par un côté et que chaque bord commun corresponde (route contre route, astéroïdes contre astéroïdes, espace contre espace). Une tuile qui ne peut être posée nulle part est écartée et vous piochez de nouveau.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Then you may place one meeple&lt;/b&gt; from your reserve (4 small, 1 large) on a trading route, an asteroid field or the planet of that tile if nobody, you included, is on that whole feature yet; or on the planet of one of the 8 tiles around it, even an occupied one: a planet attack.</source>
        <translation>&lt;b&gt;Puis vous pouvez poser un pion&lt;/b&gt; de votre réserve (4 petits, 1 grand) sur une route commerciale, un champ d’astéroïdes ou la planète de cette tuile si personne, vous compris, n’occupe encore cet élément tout entier ; ou sur la planète de l’une des 8 tuiles qui l’entourent, même occupée : c’est l’attaque d’une planète.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battles&lt;/b&gt;: when meeples of different players (in team play, of both teams) meet on a feature, each side rolls %1 per small meeple, %2 for the large one, plus %3 if a symbol of its faction belongs to the feature (to a planet only its own symbol belongs), at most %4. The highest die wins. Tied sides score %5 each and roll again; the sides below them lose. A loser takes its meeples back and scores %6 per die it rolled. Sides roll in seat order from the current player.</source>
        <translation>&lt;b&gt;Batailles&lt;/b&gt; : quand des pions de joueurs différents (en équipes, des deux équipes) se retrouvent sur un même élément, chaque camp lance %1 par petit pion, %2 pour le grand, plus %3 si un symbole de sa faction appartient à l’élément (à une planète n’appartient que son propre symbole), %4 au plus. Le dé le plus haut l’emporte. Les camps à égalité marquent %5 chacun et relancent ; ceux qui sont en dessous perdent. Un perdant reprend ses pions et marque %6 par dé lancé. Les camps lancent dans l’ordre des places à partir du joueur actif.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scoring&lt;/b&gt;: a completed trading route scores %1 per tile and %2 per symbol, an asteroid field %3 per tile and %4 per symbol, a planet surrounded by 8 tiles %5 plus %6 per symbol, whatever the symbol's faction. The meeples then come back. At the end of the game, each unfinished feature that holds meeples scores %7 per symbol, and per tile %8 for a route, %9 for an asteroid field, and for a planet %10 for its own tile and for each tile around it.</source>
        <translation>&lt;b&gt;Décompte&lt;/b&gt; : une route commerciale terminée rapporte %1 par tuile et %2 par symbole, un champ d’astéroïdes %3 par tuile et %4 par symbole, une planète entourée de 8 tuiles %5 plus %6 par symbole, quelle que soit la faction du symbole. Les pions reviennent ensuite dans la réserve. À la fin de la partie, chaque élément inachevé occupé par des pions rapporte %7 par symbole et, par tuile, %8 pour une route, %9 pour un champ d’astéroïdes et, pour une planète, %10 pour sa propre tuile et pour chaque tuile qui l’entoure.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Teams&lt;/b&gt; (4 players): red and green (Rebel Alliance) against black and white (Empire), with one shared score. Team-mates never fight; in a battle a team rolls once, at most %1.</source>
        <translation>&lt;b&gt;Équipes&lt;/b&gt; (4 joueurs) : rouge et vert (Alliance rebelle) contre noir et blanc (Empire), avec un score commun. Les coéquipiers ne se battent jamais ; dans une bataille, une équipe lance une seule fois, %1 au plus.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Each can be switched on by itself when a new game is set up.</source>
        <translation>Chacune peut être activée séparément au moment de préparer une nouvelle partie.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
    </message>
    <message>
        <source>The complete rules, with the rulebook's examples and every case the rulebook leaves open, are in docs/rules.md in the program's sources.</source>
        <translation>Les règles complètes, avec les exemples du livret de règles et tous les cas que le livret laisse ouverts, se trouvent dans le fichier docs/rules.md des sources du programme (en anglais).</translation>
    </message>
    <message>
        <source>%1 (%2), %3; symbols: %4, %5, %6; %7, %8</source>
        <translation>%1 (%2), %3 ; symboles : %4, %5, %6 ; %7, %8</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <translation>
            <numerusform>%n sorte</numerusform>
            <numerusform>%n sortes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n planet(s)</source>
        <translation>
            <numerusform>%n planète</numerusform>
            <numerusform>%n planètes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rebel</source>
        <translation>
            <numerusform>%n rebelle</numerusform>
            <numerusform>%n rebelles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n imperial</source>
        <translation>
            <numerusform>%n impérial</numerusform>
            <numerusform>%n impériaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bounty</source>
        <translation>
            <numerusform>%n chasseur de primes</numerusform>
            <numerusform>%n chasseurs de primes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n route edge(s)</source>
        <translation>
            <numerusform>%n bord de route</numerusform>
            <numerusform>%n bords de route</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n asteroid edge(s)</source>
        <translation>
            <numerusform>%n bord d’astéroïdes</numerusform>
            <numerusform>%n bords d’astéroïdes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a tile, then what tells it apart</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>edges from the north: %1</source>
        <translation>bords depuis le nord : %1</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the edges of a tile</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>trop de liens symboliques</translation>
    </message>
    <message>
        <source>not a regular file (a folder, a device or a pipe is never replaced)</source>
        <translation>ce n’est pas un fichier ordinaire (un dossier, un périphérique ou un tube n’est jamais remplacé)</translation>
    </message>
    <message>
        <source>YAML tags such as '%1' are not supported (the formats have none)</source>
        <translation>les étiquettes YAML comme « %1 » ne sont pas prises en charge (les formats n’en ont pas)</translation>
    </message>
    <message>
        <source>a list or mapping in brackets ([...] or {...}) is too large to read at once (more than %1 brackets, commas, colons, quotes and other YAML marks): write long lists one item a line</source>
        <translation>une liste ou une table entre crochets ou accolades ([...] ou {...}) est trop grande pour être lue d’un bloc (plus de %1 crochets, virgules, deux-points, guillemets et autres signes YAML) : écrivez les longues listes un élément par ligne</translation>
    </message>
    <message>
        <source>a name holds %1, a character that reorders or breaks the text around it</source>
        <translation>un nom contient %1, un caractère qui réordonne ou coupe le texte autour de lui</translation>
    </message>
    <message>
        <source>%1: a segment of %2 lists edge %3 twice</source>
        <translation>%1 : un segment de %2 cite deux fois le bord %3</translation>
    </message>
    <message>
        <source>the tile set's name holds %1, a character that reorders or breaks the text around it</source>
        <translation>le nom du jeu de tuiles contient %1, un caractère qui réordonne ou coupe le texte autour de lui</translation>
    </message>
    <message>
        <source>an id holds %1, an invisible formatting character</source>
        <translation>un identifiant contient %1, un caractère de mise en forme invisible</translation>
    </message>
    <message>
        <source>it is not well-formed XML (%1)</source>
        <translation>ce n’est pas du XML bien formé (%1)</translation>
    </message>
    <message>
        <source>it is not an SVG picture</source>
        <translation>ce n’est pas une image SVG</translation>
    </message>
    <message>
        <source>it has too many elements (at most %1)</source>
        <translation>elle a trop d’éléments (au plus %1)</translation>
    </message>
    <message>
        <source>it has a DOCTYPE or entities, which are not allowed</source>
        <translation>elle a un DOCTYPE ou des entités, ce qui n’est pas permis</translation>
    </message>
    <message>
        <source>it refers to something outside itself ('%1')</source>
        <translation>elle renvoie à quelque chose hors d’elle-même (« %1 »)</translation>
    </message>
    <message>
        <source>it holds a &lt;%1&gt; element, which is not allowed</source>
        <translation>elle contient un élément &lt;%1&gt;, ce qui n’est pas permis</translation>
    </message>
    <message>
        <source>it holds the event attribute '%1', which is not allowed</source>
        <translation>elle contient l’attribut d’événement « %1 », ce qui n’est pas permis</translation>
    </message>
    <message>
        <source>%1: the art is refused: %2</source>
        <translation>%1 : l’image est refusée, car %2</translation>
    </message>
    <message>
        <source>%1: the art is refused (line %2 of the SVG): %3</source>
        <translation>%1 : l’image est refusée (ligne %2 du SVG), car %3</translation>
    </message>
    <message>
        <source>%1: the art file '%2' cannot be read here: a set inside a game record or a message carries its art embedded</source>
        <translation>%1 : le fichier d’image « %2 » ne peut pas être lu ici, car un jeu de tuiles dans une partie enregistrée ou un message porte son image intégrée</translation>
    </message>
    <message>
        <source>%1: the art file '%2' must be an .svg file in the set's folder or below it (no absolute path, no '..')</source>
        <translation>%1 : le fichier d’image « %2 » doit être un fichier .svg du dossier du jeu de tuiles ou d’un dossier en dessous (ni chemin absolu, ni « .. »)</translation>
    </message>
    <message>
        <source>%1: no such art file '%2'</source>
        <translation>%1 : le fichier d’image « %2 » est introuvable</translation>
    </message>
    <message>
        <source>%1: the art file '%2' is not a regular file</source>
        <translation>%1 : le fichier d’image « %2 » n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: cannot read the art file '%2'</source>
        <translation>%1 : impossible de lire le fichier d’image « %2 »</translation>
    </message>
    <message>
        <source>%1: the art is too large (at most %2 KiB)</source>
        <translation>%1 : l’image est trop grande (au plus %2 Kio)</translation>
    </message>
    <message>
        <source>%1: the art is too large (%2 bytes; at most %3 KiB)</source>
        <translation>%1 : l’image est trop grande (%2 octets ; au plus %3 Kio)</translation>
    </message>
    <message>
        <source>%1: the art is not UTF-8 text</source>
        <translation>%1 : l’image n’est pas du texte UTF-8</translation>
    </message>
    <message>
        <source>%1: the art holds the control character %2</source>
        <translation>%1 : l’image contient le caractère de contrôle %2</translation>
    </message>
    <message>
        <source>the faces' art is too large all together (%1 bytes; at most %2 MiB)</source>
        <translation>les images des faces sont trop grandes en tout (%1 octets ; au plus %2 Mio)</translation>
    </message>
    <message numerus="yes">
        <source>its elements are nested too deep (at most %n level(s))</source>
        <translation>
            <numerusform>ses éléments sont imbriqués trop profondément (au plus %n niveau)</numerusform>
            <numerusform>ses éléments sont imbriqués trop profondément (au plus %n niveaux)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>no such tile set</source>
        <translation>jeu de tuiles introuvable</translation>
    </message>
    <message>
        <source>unknown variant '%1' (explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours, or none)</source>
        <translation>variante inconnue « %1 » (explorers-guild, hyperspace, galaxy-traders, endgame, intel-and-rumours ou none)</translation>
    </message>
    <message>
        <source>unknown colour '%1' (red, green, black, white, orange)</source>
        <translation>couleur inconnue « %1 » (red, green, black, white, orange)</translation>
    </message>
    <message>
        <source>--games is required (%1)</source>
        <translation>--games est obligatoire (%1)</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 games</source>
        <translation>
            <numerusform>%n partie sur %1</numerusform>
            <numerusform>%n parties sur %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 games per second</source>
        <translation>
            <numerusform>%1 partie par seconde</numerusform>
            <numerusform>%1 parties par seconde</numerusform>
        </translation>
    </message>
    <message>
        <source>, about %1 left</source>
        <translation>, il reste environ %1</translation>
    </message>
    <message>
        <source>--players must be 2 to 5, or a list of colours, not '%1'</source>
        <translation>--players doit valoir de 2 à 5, ou être une liste de couleurs, et non « %1 »</translation>
    </message>
    <message>
        <source>name a tile set (a file or standard)</source>
        <translation>indiquez un jeu de tuiles (un fichier ou standard)</translation>
    </message>
    <message>
        <source>cannot write '%1': %2</source>
        <translation>impossible d’écrire « %1 » : %2</translation>
    </message>
    <message>
        <source>Check a tile set (a file or a built-in set) or a game record.</source>
        <translation>Vérifier un jeu de tuiles (un fichier ou un jeu intégré) ou une partie enregistrée.</translation>
    </message>
    <message>
        <source>Check a tile set (a file or a built-in set such as standard) or a game record: exit 0 with a one-line summary, or exit 2 with FILE:LINE:COL: message lines.</source>
        <translation>Vérifier un jeu de tuiles (un fichier ou un jeu intégré comme standard) ou une partie enregistrée : sortie 0 avec un résumé d’une ligne, ou sortie 2 avec une ligne « FICHIER:LIGNE:COL: message » par erreur.</translation>
    </message>
    <message>
        <source>Play a game record, print the scores as JSON.</source>
        <translation>Rejouer une partie enregistrée, afficher les scores en JSON.</translation>
    </message>
    <message>
        <source>Play a game record and print its turns, scores and final scores as JSON. An illegal move exits 2 with what is wrong and where.</source>
        <translation>Rejouer une partie enregistrée et afficher en JSON ses tours, ses scores et ses scores finaux. Un coup illégal donne la sortie 2, avec ce qui ne va pas et où.</translation>
    </message>
    <message>
        <source>Play random games, print statistics as JSON.</source>
        <translation>Jouer des parties au hasard, afficher des statistiques en JSON.</translation>
    </message>
    <message>
        <source>Play N complete random games (seeds S, S+1, ...) and print their speed, mean length and mean scores as JSON.</source>
        <translation>Jouer N parties complètes au hasard (graines S, S+1…) et afficher en JSON leur vitesse, leur durée moyenne et leurs scores moyens.</translation>
    </message>
    <message>
        <source>The number of games, 1 to 1000000000.</source>
        <translation>Le nombre de parties, de 1 à 1000000000.</translation>
    </message>
    <message>
        <source>The seats in turn order: red,black[,...] (red, green, black, white, orange).</source>
        <translation>Les places dans l’ordre du tour : red,black[,...] (red, green, black, white, orange).</translation>
    </message>
    <message>
        <source>The seed of the first game (default 1).</source>
        <translation>La graine de la première partie (1 par défaut).</translation>
    </message>
    <message>
        <source>Team play (red, black, green, white).</source>
        <translation>Jouer en équipes (red, black, green, white).</translation>
    </message>
    <message>
        <source>The tile set: a file or a built-in set (default standard).</source>
        <translation>Le jeu de tuiles : un fichier ou un jeu intégré (standard par défaut).</translation>
    </message>
    <message>
        <source>The house rules: v1,v2 or none (default: the set's own).</source>
        <translation>Les variantes : v1,v2 ou none (par défaut, celles du jeu de tuiles).</translation>
    </message>
    <message>
        <source>Computer against computer, print the results as JSON.</source>
        <translation>Opposer deux ordinateurs, afficher les résultats en JSON.</translation>
    </message>
    <message>
        <source>Play N 2-player games between two computer players, alternating seats, and print the wins, the first one's win rate with its 95% interval and the seconds per move of each as JSON.</source>
        <translation>Jouer N parties à 2 entre deux ordinateurs, qui changent de place à chaque partie, et afficher en JSON les victoires, le taux de victoire du premier avec son intervalle à 95 % et les secondes par coup de chacun.</translation>
    </message>
    <message>
        <source>The second computer (default easy).</source>
        <translation>Le second ordinateur (easy par défaut).</translation>
    </message>
    <message>
        <source>Play games of a tile set and its rules, report its balance.</source>
        <translation>Jouer des parties d’un jeu de tuiles et de ses règles, rendre compte de son équilibre.</translation>
    </message>
    <message>
        <source>Play N games of a tile set (a file or a built-in set) and its rules between computer players and report its balance: game length, tiles set aside, unfillable cells, points by kind, each seat's win rate, battles. Ctrl+C reports the games finished and exits with 130.</source>
        <translation>Jouer N parties d’un jeu de tuiles (un fichier ou un jeu intégré) et de ses règles entre ordinateurs, et rendre compte de son équilibre, en anglais : durée des parties, tuiles écartées, cases impossibles à remplir, points par type, taux de victoire de chaque place, batailles. Ctrl+C rend compte des parties terminées et donne la sortie 130.</translation>
    </message>
    <message>
        <source>The number of games, 1 to 1000000 (default 100).</source>
        <translation>Le nombre de parties, de 1 à 1000000 (100 par défaut).</translation>
    </message>
    <message>
        <source>The number of seats, 2 to 5, or their colours red,black,... (default 2).</source>
        <translation>Le nombre de places, de 2 à 5, ou leurs couleurs red,black,... (2 par défaut).</translation>
    </message>
    <message>
        <source>Also write every figure to this CSV file.</source>
        <translation>Écrire aussi tous les chiffres dans ce fichier CSV.</translation>
    </message>
    <message>
        <source>The games played at once, 1 to 256 (default: one per core); the report is the same for any number.</source>
        <translation>Le nombre de parties jouées en même temps, de 1 à 256 (par défaut : une par cœur) ; le rapport est le même quel que soit ce nombre.</translation>
    </message>
    <message>
        <source>Show the games done, their pace and the time left on stderr (always on a terminal).</source>
        <translation>Afficher sur stderr les parties jouées, leur rythme et le temps restant (toujours dans un terminal).</translation>
    </message>
    <message>
        <source>Play a seat of a network game, print the scores as JSON.</source>
        <translation>Tenir une place d’une partie en réseau, afficher les scores en JSON.</translation>
    </message>
    <message>
        <source>The player's name.</source>
        <translation>Le nom du joueur.</translation>
    </message>
    <message>
        <source>The game's password.</source>
        <translation>Le mot de passe de la partie.</translation>
    </message>
    <message>
        <source>Take back the seat of this token.</source>
        <translation>Reprendre la place de ce jeton.</translation>
    </message>
    <message>
        <source>The computer's seed (default: a random one).</source>
        <translation>La graine de l’ordinateur (par défaut : une graine au hasard).</translation>
    </message>
    <message>
        <source>Wait this many milliseconds before each move, 0 to 600000 (default 0).</source>
        <translation>Attendre ce nombre de millisecondes avant chaque coup, de 0 à 600000 (0 par défaut).</translation>
    </message>
    <message>
        <source>Trust the certificates of this PEM file (a wss:// server's authority, or its own); any number of times.</source>
        <translation>Faire confiance aux certificats de ce fichier PEM (l’autorité d’un serveur wss://, ou son propre certificat) ; autant de fois que voulu.</translation>
    </message>
    <message>
        <source>Give up an attempt to connect after this long, 0.1 to 600 (default 10).</source>
        <translation>Abandonner une tentative de connexion après ce nombre de secondes, de 0.1 à 600 (10 par défaut).</translation>
    </message>
    <message>
        <source>The host hands a seat to a computer level.</source>
        <translation>L’hôte confie une place à un ordinateur.</translation>
    </message>
    <message>
        <source>The host's token.</source>
        <translation>Le jeton de l’hôte.</translation>
    </message>
    <message>
        <source>The seat, from 0.</source>
        <translation>La place, à partir de 0.</translation>
    </message>
    <message>
        <source>sw-carcassonne-cli COMMAND --help describes the options of a command. SET is a tile-set file or a built-in set (standard); a set's own house rules are played unless --variants names others. Exit codes: 0 done, 1 usage, 2 a bad option, value or file, 3 a network game that could not be played (join), 130 interrupted (balance).</source>
        <translation>sw-carcassonne-cli COMMANDE --help décrit les options d’une commande. SET est un fichier de jeu de tuiles ou un jeu intégré (standard) ; les variantes propres au jeu sont jouées, sauf si --variants en indique d’autres. Codes de sortie : 0 terminé, 1 utilisation incorrecte, 2 option, valeur ou fichier invalide, 3 partie en réseau impossible à jouer (join), 130 interrompu (balance).</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Afficher cette aide, puis quitter.</translation>
    </message>
    <message>
        <source>'%1 %2 --help' describes every option.</source>
        <translation>« %1 %2 --help » décrit toutes les options.</translation>
    </message>
    <message>
        <source>'%1' takes no value</source>
        <translation>« %1 » ne prend pas de valeur</translation>
    </message>
    <message>
        <source>unknown option '%1'</source>
        <translation>option inconnue « %1 »</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>unknown command '%1'</source>
        <translation>commande inconnue « %1 »</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>%1 must be %2, not '%3'</source>
        <translation>%1 doit être %2, et non « %3 »</translation>
    </message>
    <message>
        <source>'%1' needs a value</source>
        <translation>« %1 » demande une valeur</translation>
    </message>
    <message>
        <source>'%1' is not a ws://HOST:PORT or wss://HOST:PORT address</source>
        <translation>« %1 » n’est pas une adresse « ws://HÔTE:PORT » ou « wss://HÔTE:PORT »</translation>
    </message>
    <message>
        <source>if you trust this server, give its authority's certificate (or its own) with --ca FILE</source>
        <translation>si vous faites confiance à ce serveur, donnez le certificat de son autorité (ou le sien) avec --ca FICHIER</translation>
    </message>
    <message>
        <source>connecting to %1  (attempt %2)</source>
        <translation>connexion à %1  (tentative %2)</translation>
    </message>
    <message>
        <source>your turn (%1): %2 s to play</source>
        <translation>à vous (%1) : %2 s pour jouer</translation>
    </message>
    <message>
        <source>the time ran out (%1 in a row): the computer (%2) plays the seat from now on</source>
        <translation>temps écoulé (%1 fois de suite) : l’ordinateur (%2) joue désormais la place</translation>
    </message>
    <message>
        <source>the time ran out (%1 in a row): the computer (%2) plays this turn</source>
        <translation>temps écoulé (%1 fois de suite) : l’ordinateur (%2) joue ce tour</translation>
    </message>
    <message>
        <source>--connect-timeout needs a number of seconds from 0.1 to 600</source>
        <translation>--connect-timeout demande un nombre de secondes de 0.1 à 600</translation>
    </message>
    <message>
        <source>Take the first free seat of the network game at URL (ws://HOST:PORT or wss://HOST:PORT, and /TABLE for one of a server's tables), or a seat back with --token, play it to the end with a computer level, reconnecting if the connection drops, and print the seat and the scores as JSON. Exit 3: the game could not be joined or was lost (the reason on stderr).</source>
        <translation>Prendre la première place libre de la partie en réseau à l’adresse URL (« ws://HÔTE:PORT » ou « wss://HÔTE:PORT », suivie de /TABLE pour l’une des tables d’un serveur), ou reprendre une place avec --token, la jouer jusqu’au bout avec un ordinateur, en se reconnectant si la connexion tombe, puis afficher en JSON la place et les scores. Sortie 3 : la partie n’a pas pu être rejointe ou a été perdue (la raison sur stderr).</translation>
    </message>
    <message>
        <source>The host of the game at URL (ws://HOST:PORT or wss://HOST:PORT, and /TABLE for one of a server's tables) hands a seat to a computer level, or back to remote players, with the token the server printed when it started; prints the seat as JSON.</source>
        <translation>L’hôte de la partie à l’adresse URL (« ws://HÔTE:PORT » ou « wss://HÔTE:PORT », suivie de /TABLE pour l’une des tables d’un serveur) confie une place à un ordinateur, ou la rend aux joueurs à distance, avec le jeton que le serveur a affiché à son démarrage ; la place est affichée en JSON.</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilisation : %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Usage: %1 COMMAND [ARGUMENTS] [OPTIONS]</source>
        <translation>Utilisation : %1 COMMANDE [ARGUMENTS] [OPTIONS]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Commandes :</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Afficher la version, puis quitter.</translation>
    </message>
    <message>
        <source>cannot write the result to the standard output</source>
        <translation>impossible d’écrire le résultat sur la sortie standard</translation>
    </message>
    <message>
        <source>Play the bench, print the signature of the rules and computer play, and the speed, as JSON.</source>
        <translation>Jouer le banc d’essai, afficher en JSON la signature des règles et du jeu des ordinateurs, et la vitesse.</translation>
    </message>
    <message>
        <source>Play the bench: N seeded games of the standard set, each with the next of 8 rule sets (every house rule), and computer decisions; print as JSON its signature, a hash of every move and score that depends only on the rules, computer play, N and S, and the speed. The defaults give the signature the tests pin.</source>
        <translation>Jouer le banc d’essai : N parties à graine fixée du jeu standard, chacune avec le suivant de 8 ensembles de règles (toutes les variantes), et des décisions d’ordinateurs ; afficher en JSON sa signature, une empreinte de chaque coup et de chaque score qui ne dépend que des règles, du jeu des ordinateurs, de N et de S, puis la vitesse. Les valeurs par défaut donnent la signature que fixent les tests.</translation>
    </message>
    <message>
        <source>The number of games, 1 to 100000 (default 16).</source>
        <translation>Le nombre de parties, de 1 à 100000 (16 par défaut).</translation>
    </message>
    <message>
        <source>%1 must be easy, medium or hard, not '%2'</source>
        <translation>%1 doit être easy, medium ou hard, et non « %2 »</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 decisions analysed</source>
        <translation>
            <numerusform>%n décision analysée sur %1</numerusform>
            <numerusform>%n décisions analysées sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Judge every decision of a game record with the computer's search, as JSON lines.</source>
        <translation>Juger chaque décision d’une partie enregistrée avec la recherche de l’ordinateur, en lignes JSON.</translation>
    </message>
    <message>
        <source>Judge every decision of a game record with the computer's search, from what its player could know then, and print one JSON object per decision in the order played: the move played and its value, the best move found and its value, the loss, its mark and each player's chance of winning (docs/analysis.md). The same record, level and seed give the same output whatever the threads. An illegal move exits 2 with what is wrong and where.</source>
        <translation>Juger chaque décision d’une partie enregistrée avec la recherche de l’ordinateur, à partir de ce que son joueur pouvait savoir à ce moment-là, et afficher un objet JSON par décision, dans l’ordre de la partie : le coup joué et sa valeur, le meilleur coup trouvé et sa valeur, la perte, son annotation et les chances de victoire de chaque joueur (docs/analysis.md). La même partie, le même niveau et la même graine donnent le même résultat, quel que soit le nombre de fils d’exécution. Un coup illégal donne la sortie 2, avec ce qui ne va pas et où.</translation>
    </message>
    <message>
        <source>The search: easy, medium or hard (default medium).</source>
        <translation>La recherche : easy, medium ou hard (medium par défaut).</translation>
    </message>
    <message>
        <source>The decisions analysed at once, 1 to 256 (default: one per core).</source>
        <translation>Le nombre de décisions analysées en même temps, de 1 à 256 (par défaut : une par cœur).</translation>
    </message>
    <message>
        <source>The seed of the search (default 0: the record's own).</source>
        <translation>La graine de la recherche (0 par défaut : celle de la partie enregistrée).</translation>
    </message>
    <message>
        <source>The command-line front end of Carcassonne: Star Wars. It checks tile sets and game records, analyses games, plays games between computer players and plays a seat of a network game.</source>
        <translation>L’interface en ligne de commande de Carcassonne : Star Wars. Elle vérifie des jeux de tuiles et des parties enregistrées, analyse des parties, fait jouer des ordinateurs entre eux et tient une place dans une partie en réseau.</translation>
    </message>
    <message>
        <source>The first computer: random, easy, medium, hard or expert (default easy).</source>
        <translation>Le premier ordinateur : random, easy, medium, hard ou expert (easy par défaut).</translation>
    </message>
    <message>
        <source>The computer players: random, easy, medium, hard or expert (default easy).</source>
        <translation>Les ordinateurs qui jouent : random, easy, medium, hard ou expert (easy par défaut).</translation>
    </message>
    <message>
        <source>The computer that plays: random, easy, medium, hard or expert (default easy).</source>
        <translation>L’ordinateur qui joue : random, easy, medium, hard ou expert (easy par défaut).</translation>
    </message>
    <message>
        <source>Who plays it: remote, random, easy, medium, hard or expert.</source>
        <translation>Qui la joue : remote, random, easy, medium, hard ou expert.</translation>
    </message>
    <message>
        <source>unknown level '%1' (random, easy, medium, hard, expert)</source>
        <translation>niveau inconnu « %1 » (random, easy, medium, hard, expert)</translation>
    </message>
    <message>
        <source>unknown player '%1' (remote, random, easy, medium, hard, expert)</source>
        <translation>joueur inconnu « %1 » (remote, random, easy, medium, hard, expert)</translation>
    </message>
    <message>
        <source>Write every message sent and received to FILE, one line of JSON each, marked sent or received.</source>
        <translation>Écrire dans FILE chaque message envoyé ou reçu, une ligne de JSON chacun, marquée sent ou received.</translation>
    </message>
    <message>
        <source>--log-messages: cannot write %1: %2</source>
        <translation>--log-messages : impossible d’écrire %1 (%2)</translation>
    </message>
    <message>
        <source>an older save: replayed with the draw pile of the version that saved it</source>
        <translation>sauvegarde ancienne, rejouée avec la pioche de la version qui l’a enregistrée</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <source>--variants: the house rule '%1' is listed twice</source>
        <translation>--variants : la variante « %1 » figure deux fois</translation>
    </message>
    <message>
        <source>'%1' is given more than once</source>
        <translation>l’option « %1 » est donnée plus d’une fois</translation>
    </message>
    <message>
        <source>Print a tile set to play it on paper: a PDF of sheets, or one picture per face.</source>
        <translation>Imprimer un jeu de tuiles pour y jouer sur papier : un PDF de planches, ou une image par tuile.</translation>
    </message>
    <message>
        <source>Lay every copy of every face of a tile set out on sheets to print and cut: a PDF whose first page gives the set's name, totals, house rules and scoring numbers, then the sheets, each tile with its bleed and cut marks in the margins; with --backs a back page after each page, mirrored for printing on both sides (flip on the long edge), the start tile's back orange. With --format svg or png, one picture per face at the tile's size instead. Prints as JSON where it wrote. A set with problems is refused with them; a file that cannot be written exits 2 with why, leaving none half written.</source>
        <translation>Disposer chaque exemplaire de chaque tuile d’un jeu sur des planches à imprimer et découper : un PDF dont la première page donne le nom du jeu, ses totaux, ses variantes et son barème, puis les planches, chaque tuile avec son fond perdu et des traits de coupe dans les marges ; avec --backs, une page de dos après chaque page, en miroir pour l’impression recto verso (retournement sur le bord long), le dos de la tuile de départ en orange. Avec --format svg ou png, une image par tuile à la taille de la tuile à la place. Affiche en JSON où elle a écrit. Un jeu qui a des problèmes est refusé avec ses problèmes ; un fichier impossible à écrire donne le code 2 avec la raison, sans laisser de fichier à moitié écrit.</translation>
    </message>
    <message>
        <source>The PDF; for svg and png a folder, or the start of the files' names (cards/tile- gives cards/tile-ID.png).</source>
        <translation>Le PDF ; pour svg et png, un dossier, ou le début du nom des fichiers (cards/tile- donne cards/tile-ID.png).</translation>
    </message>
    <message>
        <source>The paper (default a4).</source>
        <translation>Le papier (a4 par défaut).</translation>
    </message>
    <message>
        <source>A tile's side as cut, in millimetres, 10 to 200 (default 45).</source>
        <translation>Le côté d’une tuile découpée, en millimètres, de 10 à 200 (45 par défaut).</translation>
    </message>
    <message>
        <source>The art past the cut on every side, in millimetres, 0 to 10 (default 3).</source>
        <translation>Le fond perdu au-delà de la coupe de chaque côté, en millimètres, de 0 à 10 (3 par défaut).</translation>
    </message>
    <message>
        <source>Add a back page after each page, for printing on both sides.</source>
        <translation>Ajouter une page de dos après chaque page, pour l’impression recto verso.</translation>
    </message>
    <message>
        <source>The tile art's theme (default galaxy).</source>
        <translation>Le thème des tuiles (galaxy par défaut).</translation>
    </message>
    <message>
        <source>The output: sheets as a PDF, or one SVG or PNG per face (default pdf).</source>
        <translation>La sortie : des planches en PDF, ou un SVG ou un PNG par tuile (pdf par défaut).</translation>
    </message>
    <message>
        <source>Draw the board of a game record at a step as a PNG, SVG or PDF.</source>
        <translation>Dessiner le plateau d’une partie enregistrée à une étape, en PNG, SVG ou PDF.</translation>
    </message>
    <message>
        <source>Draw the board of a game record (its tiles and meeples) after a step of its review, as a PNG, SVG or PDF picture by the suffix of --out, and print as JSON where it wrote and its size. A record with an illegal move, or a file that cannot be written, exits 2 with why.</source>
        <translation>Dessiner le plateau d’une partie enregistrée (ses tuiles et ses pions) après une étape de sa revue, en image PNG, SVG ou PDF selon l’extension de --out, et afficher en JSON où elle a été écrite et sa taille. Une partie avec un coup illégal, ou un fichier impossible à écrire, donne le code 2 avec la raison.</translation>
    </message>
    <message>
        <source>The picture: a .png, .svg or .pdf file.</source>
        <translation>L’image : un fichier .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <source>The board after step K, 0 (the start tile alone) to the record's steps (default: the last).</source>
        <translation>Le plateau après l’étape K, de 0 (la tuile de départ seule) au nombre d’étapes de la partie (par défaut : la dernière).</translation>
    </message>
    <message>
        <source>%1 must be a length in millimetres from %2 to %3, not '%4'</source>
        <translation>%1 doit être une longueur en millimètres de %2 à %3, et non « %4 »</translation>
    </message>
    <message>
        <source>%1 must be galaxy or plain, not '%2'</source>
        <translation>%1 doit être galaxy ou plain, et non « %2 »</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter, not '%1'</source>
        <translation>--paper doit être a4 ou letter, et non « %1 »</translation>
    </message>
    <message>
        <source>--format must be pdf, svg or png, not '%1'</source>
        <translation>--format doit être pdf, svg ou png, et non « %1 »</translation>
    </message>
    <message>
        <source>name the output with --out</source>
        <translation>indiquez la sortie avec --out</translation>
    </message>
    <message>
        <source>--step must be from 0 to %1 (the record's steps), not %2</source>
        <translation>--step doit aller de 0 à %1 (les étapes de la partie), et non %2</translation>
    </message>
</context>
</TS>