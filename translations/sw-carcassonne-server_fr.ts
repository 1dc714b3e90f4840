<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR">
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Unknown option '%1'.</source>
        <translation>Option inconnue « %1 ».</translation>
    </message>
    <message>
        <source>Unknown options: %1.</source>
        <translation>Options inconnues : %1.</translation>
    </message>
    <message>
        <source>Missing value after '%1'.</source>
        <translation>Valeur manquante après « %1 ».</translation>
    </message>
    <message>
        <source>Unexpected value after '%1'.</source>
        <translation>Valeur inattendue après « %1 ».</translation>
    </message>
</context>
<context>
    <name>Server</name>
    <message>
        <source>Hosts a Carcassonne: Star Wars game for network players.</source>
        <translation>Héberge une partie de Carcassonne : Star Wars pour des joueurs en réseau.</translation>
    </message>
    <message>
        <source>TCP port (default 7777; 0: any free port).</source>
        <translation>Le port TCP (7777 par défaut ; 0 : n’importe quel port libre).</translation>
    </message>
    <message>
        <source>Address to listen on (default: every address).</source>
        <translation>L’adresse d’écoute (par défaut : toutes les adresses).</translation>
    </message>
    <message>
        <source>The game's set-up: a game record header.</source>
        <translation>La mise en place de la partie : l’en-tête d’une partie enregistrée.</translation>
    </message>
    <message>
        <source>Continue a saved game (written back to it).</source>
        <translation>Reprendre une partie enregistrée (la suite y est enregistrée).</translation>
    </message>
    <message>
        <source>Write each game's record in this folder.</source>
        <translation>Enregistrer chaque partie dans ce dossier.</translation>
    </message>
    <message>
        <source>Joining needs this password.</source>
        <translation>Rejoindre la partie demande ce mot de passe.</translation>
    </message>
    <message>
        <source>Host N games of the set-up, at /1 to /N (default 1).</source>
        <translation>Héberger N parties de cette mise en place, de /1 à /N (1 par défaut).</translation>
    </message>
    <message>
        <source>Open connections in all (default 256).</source>
        <translation>Le nombre de connexions ouvertes en tout (256 par défaut).</translation>
    </message>
    <message>
        <source>Open connections from one address (default 32).</source>
        <translation>Le nombre de connexions ouvertes depuis une même adresse (32 par défaut).</translation>
    </message>
    <message>
        <source>Output waiting for one client that does not read, in KiB (default 1024): past it the client is cut (it may come back).</source>
        <translation>Les données en attente pour un client qui ne lit pas, en Kio (1024 par défaut) : au-delà, le client est déconnecté (il peut revenir).</translation>
    </message>
    <message>
        <source>Output waiting for all clients, in MiB (default 32): past it the client with the most waiting is cut.</source>
        <translation>Les données en attente pour l’ensemble des clients, en Mio (32 par défaut) : au-delà, le client qui en a le plus est déconnecté.</translation>
    </message>
    <message>
        <source>Serve wss:// with this PEM certificate (the server's first, then its chain).</source>
        <translation>Servir en wss:// avec ce certificat PEM (celui du serveur d’abord, puis sa chaîne).</translation>
    </message>
    <message>
        <source>The certificate's PEM private key (with --tls-cert).</source>
        <translation>La clé privée PEM du certificat (avec --tls-cert).</translation>
    </message>
    <message>
        <source>Seconds a remote player has for each step (default 0: no limit); then a computer plays the turn.</source>
        <translation>Les secondes dont dispose un joueur à distance pour chaque étape (0 par défaut : pas de limite) ; ensuite, un ordinateur joue son tour.</translation>
    </message>
    <message>
        <source>The computer that plays a turn whose time ran out: random, easy (the default), medium, hard or expert.</source>
        <translation>L’ordinateur qui joue un tour dont le temps est écoulé : random, easy (par défaut), medium, hard ou expert.</translation>
    </message>
    <message>
        <source>--port must be a number from 0 to 65535</source>
        <translation>--port doit être un nombre entier de 0 à 65535</translation>
    </message>
    <message>
        <source>--tables must be a number from 1 to 10000</source>
        <translation>--tables doit être un nombre entier de 1 à 10000</translation>
    </message>
    <message>
        <source>--max-connections must be a positive number</source>
        <translation>--max-connections doit être un nombre entier positif</translation>
    </message>
    <message>
        <source>--max-per-address must be a positive number</source>
        <translation>--max-per-address doit être un nombre entier positif</translation>
    </message>
    <message>
        <source>--max-queued-kb must be a number from 64 to 1048576</source>
        <translation>--max-queued-kb doit être un nombre entier de 64 à 1048576</translation>
    </message>
    <message>
        <source>--max-queued-total-mb must be a number from 1 to 1048576</source>
        <translation>--max-queued-total-mb doit être un nombre entier de 1 à 1048576</translation>
    </message>
    <message>
        <source>give either --game SETUP.yaml or --resume RECORD</source>
        <translation>indiquez soit --game SETUP.yaml, soit --resume RECORD</translation>
    </message>
    <message>
        <source>a resumed game is one game, saved to its own record (no --save, no --tables)</source>
        <translation>une partie reprise est une seule partie, enregistrée dans son propre fichier (ni --save, ni --tables)</translation>
    </message>
    <message>
        <source>--bind: '%1' is not an IP address</source>
        <translation>--bind : « %1 » n’est pas une adresse IP</translation>
    </message>
    <message>
        <source>--turn-time must be a number of seconds from 0 (no limit) to %1</source>
        <translation>--turn-time doit être un nombre de secondes de 0 (pas de limite) à %1</translation>
    </message>
    <message>
        <source>--timeout-level must be random, easy, medium, hard or expert</source>
        <translation>--timeout-level doit être random, easy, medium, hard ou expert</translation>
    </message>
    <message>
        <source>give both --tls-cert FILE and --tls-key FILE</source>
        <translation>indiquez à la fois --tls-cert FILE et --tls-key FILE</translation>
    </message>
    <message>
        <source>unexpected argument '%1'</source>
        <translation>argument inattendu « %1 »</translation>
    </message>
    <message>
        <source>%1 is an older save: replayed with the draw pile of the version that saved it</source>
        <translation>%1 est une sauvegarde ancienne : elle est rejouée avec la pioche de la version qui l’a enregistrée</translation>
    </message>
    <message>
        <source>--save: cannot make the folder %1</source>
        <translation>--save : impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>%1 (the game goes on; it is saved again at the next change, or in %2 s)</source>
        <translation>%1 (la partie continue ; elle sera de nouveau enregistrée au prochain changement, ou dans %2 s)</translation>
    </message>
    <message>
        <source>%1 is saved again</source>
        <translation>%1 : la partie est de nouveau enregistrée</translation>
    </message>
    <message>
        <source>cannot listen: %1</source>
        <translation>impossible d’écouter : %1</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Afficher cette aide, puis quitter.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Afficher la version, puis quitter.</translation>
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
        <source>--%1 is given more than once</source>
        <translation>l’option --%1 est donnée plus d’une fois</translation>
    </message>
    <message>
        <source>A public lobby at /lobby instead of --game: the clients create the tables, each at its own path.</source>
        <translation>Un salon public à /lobby au lieu de --game : les clients créent les tables, chacune à son propre chemin.</translation>
    </message>
    <message>
        <source>With --lobby: tables in all (default 200).</source>
        <translation>Avec --lobby : le nombre de tables en tout (200 par défaut).</translation>
    </message>
    <message>
        <source>With --lobby: tables created from one address (default 3).</source>
        <translation>Avec --lobby : le nombre de tables créées depuis une même adresse (3 par défaut).</translation>
    </message>
    <message>
        <source>With --lobby: seconds after which a table never started, with nobody at it, is removed (default 600).</source>
        <translation>Avec --lobby : les secondes après lesquelles une table jamais commencée, où personne n’est connecté, est retirée (600 par défaut).</translation>
    </message>
    <message>
        <source>--max-tables must be a number from 1 to 100000</source>
        <translation>--max-tables doit être un nombre de 1 à 100000</translation>
    </message>
    <message>
        <source>--tables-per-address must be a number from 1 to 100000</source>
        <translation>--tables-per-address doit être un nombre de 1 à 100000</translation>
    </message>
    <message>
        <source>--idle-table must be a number of seconds from 1 to 604800</source>
        <translation>--idle-table doit être un nombre de secondes de 1 à 604800</translation>
    </message>
    <message>
        <source>--lobby: each table has its own game, password and turn time (no --%1)</source>
        <translation>--lobby : chaque table a sa propre partie, son mot de passe et son temps de tour (pas de --%1)</translation>
    </message>
    <message>
        <source>Connections from these addresses (a reverse proxy; comma-separated) count, for the limits per address, under the last address of their X-Forwarded-For.</source>
        <translation>Les connexions venues de ces adresses (un proxy inverse ; séparées par des virgules) comptent, pour les limites par adresse, sous la dernière adresse de leur X-Forwarded-For.</translation>
    </message>
    <message>
        <source>--trusted-proxy: '%1' is not an IP address</source>
        <translation>--trusted-proxy : « %1 » n’est pas une adresse IP</translation>
    </message>
    <message>
        <source>With --lobby: seconds after which a game started and left unfinished by everyone is removed, its record kept (default 86400).</source>
        <translation>Avec --lobby : les secondes après lesquelles une partie commencée, que tous ont quittée avant la fin, est retirée, son enregistrement gardé (86400 par défaut).</translation>
    </message>
    <message>
        <source>--abandoned-table must be a number of seconds from 1 to 604800</source>
        <translation>--abandoned-table doit être un nombre de secondes de 1 à 604800</translation>
    </message>
</context>
</TS>