<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
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
</context>
</TS>