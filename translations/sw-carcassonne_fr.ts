<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AnalysisText</name>
    <message>
        <source>the tile %1</source>
        <translation>la tuile %1</translation>
    </message>
    <message>
        <source>%1, rotated %2°</source>
        <translation>%1, pivotée de %2°</translation>
    </message>
    <message>
        <source>%1, no meeple</source>
        <translation>%1, sans pion</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>%1, with a %2</source>
        <translation>%1, avec un %2</translation>
    </message>
    <message>
        <source>%1 placed %2</source>
        <translation>%1 a posé %2</translation>
    </message>
    <message>
        <source>%1 drew from the pile</source>
        <translation>%1 a pioché</translation>
    </message>
    <message>
        <source>%1 took %2 from the face-up row</source>
        <translation>%1 a pris %2 parmi les tuiles visibles</translation>
    </message>
    <message>
        <source>drawing from the pile</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>taking %1 from the face-up row</source>
        <translation>prendre %1 parmi les tuiles visibles</translation>
    </message>
    <message>
        <source>%1 put the %2 back on %3</source>
        <translation>%1 a redéployé son %2 sur %3</translation>
    </message>
    <message>
        <source>%1 kept the %2 in the reserve</source>
        <translation>%1 a gardé son %2 en réserve</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>le %1 sur %2</translation>
    </message>
    <message>
        <source>keeping it in the reserve</source>
        <translation>le garder en réserve</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a sentence, then its loss mark ? or ??</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>%1: the best move found</source>
        <translation>%1 : c’est le meilleur coup trouvé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: as good as the best move found (%2)</source>
        <translation>%1 : un coup aussi bon que le meilleur trouvé (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 points less than the best move found</source>
        <translation>
            <numerusform>%1 point de moins que le meilleur coup trouvé</numerusform>
            <numerusform>%1 points de moins que le meilleur coup trouvé</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>%1 is used by another window</source>
        <translation>%1 est utilisé par une autre fenêtre</translation>
    </message>
    <message>
        <source>%1 cannot be created: permission denied</source>
        <translation>%1 ne peut pas être créé : permission refusée</translation>
    </message>
    <message>
        <source>%1 cannot be created: the disk is full</source>
        <translation>%1 ne peut pas être créé : le disque est plein</translation>
    </message>
    <message>
        <source>%1 cannot be created</source>
        <translation>%1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>a picture of the board is a .png, .svg or .pdf file</source>
        <translation>une image du plateau est un fichier .png, .svg ou .pdf</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <source>turned a quarter to the right</source>
        <translation>tournée d’un quart de tour vers la droite</translation>
    </message>
    <message>
        <source>turned upside down</source>
        <translation>tournée d’un demi-tour</translation>
    </message>
    <message>
        <source>turned a quarter to the left</source>
        <translation>tournée d’un quart de tour vers la gauche</translation>
    </message>
    <message>
        <source>as drawn</source>
        <translation>telle que piochée</translation>
    </message>
    <message>
        <source>to the north</source>
        <translation>au nord</translation>
    </message>
    <message>
        <source>to the east</source>
        <translation>à l’est</translation>
    </message>
    <message>
        <source>to the south</source>
        <translation>au sud</translation>
    </message>
    <message>
        <source>to the west</source>
        <translation>à l’ouest</translation>
    </message>
    <message numerus="yes">
        <source>Tile to place: %1, %2; it fits on %n cell(s) so turned.</source>
        <translation>
            <numerusform>Tuile à poser : %1, %2 ; ainsi tournée, elle se pose sur %n case.</numerusform>
            <numerusform>Tuile à poser : %1, %2 ; ainsi tournée, elle se pose sur %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an edge (route, asteroid, space) and a side (to the north)</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no tile beside it</source>
        <translation>aucune tuile à côté</translation>
    </message>
    <message>
        <source>The tile fits here as it is turned.</source>
        <translation>La tuile se pose ici telle qu’elle est tournée.</translation>
    </message>
    <message numerus="yes">
        <source>The tile fits here after %n quarter turn(s) to the right.</source>
        <translation>
            <numerusform>La tuile se pose ici après %n quart de tour vers la droite.</numerusform>
            <numerusform>La tuile se pose ici après %n quarts de tour vers la droite.</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile does not fit here.</source>
        <translation>La tuile ne se pose pas ici.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>%1: empty; %2.</source>
        <translation>%1 : vide ; %2.</translation>
    </message>
    <message>
        <source>Last move – %1</source>
        <translation>Dernier coup – %1</translation>
    </message>
    <message>
        <source>No game: start one from the Game menu.</source>
        <translation>Aucune partie : lancez-en une depuis le menu Partie.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
</context>
<context>
    <name>CertificateTrust</name>
    <message>
        <source>Unknown certificate</source>
        <translation>Certificat inconnu</translation>
    </message>
    <message>
        <source>&lt;b&gt;No authority vouches for the certificate of %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Aucune autorité ne garantit le certificat de %1.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This happens when the host made their own certificate. Ask the host for the certificate's fingerprint (not through this game) and compare it with this one:&lt;br&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;Trust this certificate for %3 from now on, and join?</source>
        <translation>C’est le cas quand l’hôte a créé lui-même son certificat. Demandez à l’hôte l’empreinte de ce certificat (autrement que par ce jeu) et comparez-la avec celle-ci :&lt;br&gt;&lt;br&gt;%1&lt;br&gt;&lt;br&gt;%2&lt;br&gt;&lt;br&gt;Faire désormais confiance à ce certificat pour %3 et rejoindre la partie ?</translation>
    </message>
    <message>
        <source>Issued to %1 by %2, valid until %3.</source>
        <translation>Délivré à %1 par %2, valable jusqu’au %3.</translation>
    </message>
    <message>
        <source>&amp;Trust and join</source>
        <translation>&amp;Faire confiance et rejoindre</translation>
    </message>
    <message>
        <source>&amp;Do not join</source>
        <translation>&amp;Ne pas rejoindre</translation>
    </message>
    <message>
        <source>The server's certificate has changed</source>
        <translation>Le certificat du serveur a changé</translation>
    </message>
    <message>
        <source>&lt;b&gt;The certificate of %1 is not the one you accepted before: the game was not joined.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Le certificat de %1 n’est plus celui que vous aviez accepté : la partie n’a pas été rejointe.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Someone may be between you and the server, reading and changing what you send (an attack), or the host has made a new certificate.&lt;br&gt;&lt;br&gt;Accepted before (SHA-256):&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Presented now:&lt;br&gt;%2&lt;br&gt;&lt;br&gt;Ask the host whether the certificate changed. Only if it did, forget the old one and join again: you will be asked to compare the new fingerprint.</source>
        <translation>Quelqu’un s’est peut-être placé entre vous et le serveur pour lire et modifier ce que vous envoyez (une attaque), ou bien l’hôte a créé un nouveau certificat.&lt;br&gt;&lt;br&gt;Accepté auparavant (SHA-256) :&lt;br&gt;%1&lt;br&gt;&lt;br&gt;Présenté maintenant :&lt;br&gt;%2&lt;br&gt;&lt;br&gt;Demandez à l’hôte s’il a changé de certificat. Dans ce cas seulement, oubliez l’ancien et rejoignez de nouveau la partie : on vous demandera de comparer la nouvelle empreinte.</translation>
    </message>
    <message>
        <source>&amp;Forget the old certificate</source>
        <translation>&amp;Oublier l’ancien certificat</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>the planet of this tile</source>
        <translation>la planète de cette tuile</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>large meeple</source>
        <translation>grand pion</translation>
    </message>
    <message>
        <source>faction symbol</source>
        <translation>symbole de faction</translation>
    </message>
    <message>
        <source>%1 - dice: %2 (%3)</source>
        <translation>%1 – dés : %2 (%3)</translation>
    </message>
    <message>
        <source>%1 rolls %2</source>
        <translation>%1 obtient %2</translation>
    </message>
    <message>
        <source>Round %1: %2.</source>
        <translation>Manche %1 : %2.</translation>
    </message>
    <message>
        <source>Tie for the highest die: the tied sides score 1 and roll again.</source>
        <translation>Égalité au plus haut dé : les ex æquo marquent 1 et relancent.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 wins.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 l’emporte.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>Points: %1.</source>
        <translation>Points : %1.</translation>
    </message>
    <message>
        <source>No battle and no feature completed this turn.</source>
        <translation>Ni bataille ni élément terminé ce tour.</translation>
    </message>
    <message>
        <source>, with a %1.</source>
        <translation>, avec un %1.</translation>
    </message>
    <message>
        <source>, no meeple.</source>
        <translation>, sans pion.</translation>
    </message>
    <message>
        <source>Galaxy Traders: %1 keeps its %2 in the reserve.</source>
        <translation>Commerçants galactiques : %1 garde son %2 en réserve.</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planètes</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Final scoring&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Décompte final&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>No unfinished feature holds a meeple.</source>
        <translation>Aucun élément inachevé ne porte de pion.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 team (%2)</source>
        <translation>Équipe %1 (%2)</translation>
    </message>
    <message>
        <source>Shared victory: the two teams are level!</source>
        <translation>Victoire partagée : les deux équipes sont à égalité !</translation>
    </message>
    <message>
        <source>The %1 team wins!</source>
        <translation>L’équipe %1 gagne !</translation>
    </message>
    <message>
        <source>Shared victory: %1!</source>
        <translation>Victoire partagée : %1 !</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>the completed trading route</source>
        <translation>la route commerciale terminée</translation>
    </message>
    <message>
        <source>the completed asteroid field</source>
        <translation>le champ d’astéroïdes terminé</translation>
    </message>
    <message>
        <source>the completed planet</source>
        <translation>la planète terminée</translation>
    </message>
    <message>
        <source>%1 scores %2 for %3 (%4, %5).</source>
        <translation>%1 marque %2 pour %3 (%4, %5).</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n tuile</numerusform>
            <numerusform>%n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n symbole</numerusform>
            <numerusform>%n symboles</numerusform>
        </translation>
    </message>
    <message>
        <source>unfinished trading route</source>
        <translation>route commerciale inachevée</translation>
    </message>
    <message>
        <source>unfinished asteroid field</source>
        <translation>champ d’astéroïdes inachevé</translation>
    </message>
    <message>
        <source>unfinished planet</source>
        <translation>planète inachevée</translation>
    </message>
    <message>
        <source>%1 — %2 (%3, %4)</source>
        <translation>%1 — %2 (%3, %4)</translation>
    </message>
    <message numerus="yes">
        <source>+%n point(s)</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Battle on %1&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bataille sur %1&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tiles around it: %1 of 8</source>
        <translation>Tuiles autour : %1 sur 8</translation>
    </message>
    <message>
        <source>Tiles: %1</source>
        <translation>Tuiles : %1</translation>
    </message>
    <message>
        <source>Symbols: %1</source>
        <translation>Symboles : %1</translation>
    </message>
    <message>
        <source>Held by %1.</source>
        <translation>Tenu par %1.</translation>
    </message>
    <message>
        <source>Nobody holds it.</source>
        <translation>Personne ne l’occupe.</translation>
    </message>
    <message>
        <source>Completed: it has scored.</source>
        <translation>Terminé : il a déjà rapporté ses points.</translation>
    </message>
    <message>
        <source>If completed: scored per side present (Explorers' Guild).</source>
        <translation>S’il est terminé : décompte pour chaque camp présent (Guilde des explorateurs).</translation>
    </message>
    <message>
        <source>Unfinished at the end: 2 per meeple's tile (Endgame).</source>
        <translation>Inachevé à la fin : 2 par tuile où se tient un pion (Fin de partie).</translation>
    </message>
    <message numerus="yes">
        <source>If completed: %n point(s).</source>
        <translation>
            <numerusform>S’il est terminé : %n point.</numerusform>
            <numerusform>S’il est terminé : %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unfinished at the end: %n point(s).</source>
        <translation>
            <numerusform>Inachevé à la fin : %n point.</numerusform>
            <numerusform>Inachevé à la fin : %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>au nord-ouest</translation>
    </message>
    <message>
        <source>directly north</source>
        <translation>juste au nord</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>au nord-est</translation>
    </message>
    <message>
        <source>directly west</source>
        <translation>juste à l’ouest</translation>
    </message>
    <message>
        <source>here</source>
        <translation>ici</translation>
    </message>
    <message>
        <source>directly east</source>
        <translation>juste à l’est</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>au sud-ouest</translation>
    </message>
    <message>
        <source>directly south</source>
        <translation>juste au sud</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>au sud-est</translation>
    </message>
    <message numerus="yes">
        <source>%n east</source>
        <translation>
            <numerusform>%n case à l’est</numerusform>
            <numerusform>%n cases à l’est</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n west</source>
        <translation>
            <numerusform>%n case à l’ouest</numerusform>
            <numerusform>%n cases à l’ouest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n north</source>
        <translation>
            <numerusform>%n case au nord</numerusform>
            <numerusform>%n cases au nord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n south</source>
        <translation>
            <numerusform>%n case au sud</numerusform>
            <numerusform>%n cases au sud</numerusform>
        </translation>
    </message>
    <message>
        <source>on the start tile</source>
        <translation>sur la tuile de départ</translation>
    </message>
    <message>
        <source>%1 of the start tile</source>
        <translation>%1 de la tuile de départ</translation>
    </message>
    <message>
        <source>%1 %2 of this tile</source>
        <translation>%1 %2 de cette tuile</translation>
    </message>
    <message>
        <source>Hyperspace jump: %1 to %2</source>
        <translation>Saut dans l’hyperespace : %1 vers %2</translation>
    </message>
    <message>
        <source>Re-place (Galaxy Traders): %1 on %2</source>
        <translation>Redéployer (Commerçants galactiques) : %1 sur %2</translation>
    </message>
    <message>
        <source>%1 places %2, %3</source>
        <translation>%1 pose %2, %3</translation>
    </message>
    <message>
        <source>The tile drawn, %1, fits nowhere: it is set aside and another is drawn.</source>
        <translation>La tuile piochée, %1, ne peut être posée nulle part : elle est écartée et une autre est piochée.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>Galaxy Traders re-placement: %1 puts its %2 back on %3.</source>
        <translation>Commerçants galactiques, redéploiement : %1 repose son %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 score %2 for %3 (%4, %5).</source>
        <comment>several players</comment>
        <translation>%1 marquent %2 pour %3 (%4, %5).</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message numerus="yes">
        <source>%n small meeple(s)</source>
        <translation>
            <numerusform>%n petit pion</numerusform>
            <numerusform>%n petits pions</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the sides' rolls of a battle round</comment>
        <translation> ; </translation>
    </message>
</context>
<context>
    <name>KeyboardHelp</name>
    <message>
        <source>A whole game can be played with the keyboard alone. The keys of the board act while it has the focus: its frame is then yellow, and a white frame, the cursor, marks a cell where the tile fits.</source>
        <translation>Une partie entière se joue au clavier seul. Les touches du plateau agissent quand il a le focus : son cadre est alors jaune, et un cadre blanc, le curseur, désigne une case où la tuile peut aller.</translation>
    </message>
    <message>
        <source>Placing the tile</source>
        <translation>Poser la tuile</translation>
    </message>
    <message>
        <source>the cursor goes to the nearest cell where the tile fits in that direction</source>
        <translation>le curseur va à la case la plus proche dans cette direction où la tuile peut aller</translation>
    </message>
    <message>
        <source>the next or previous cell where the tile fits, row by row</source>
        <translation>la case suivante ou précédente où la tuile peut aller, rangée par rangée</translation>
    </message>
    <message>
        <source>back to the cell nearest the last tile placed where the tile fits</source>
        <translation>retour à la case la plus proche de la dernière tuile posée où la tuile peut aller</translation>
    </message>
    <message>
        <source>turn the tile clockwise or anticlockwise</source>
        <translation>tourner la tuile dans le sens des aiguilles d’une montre ou dans l’autre sens</translation>
    </message>
    <message>
        <source>place the tile on the cursor's cell</source>
        <translation>poser la tuile sur la case du curseur</translation>
    </message>
    <message>
        <source>Intel and Rumours: take the face-up tile with that number, or draw from the pile</source>
        <translation>Renseignements et rumeurs : prendre la tuile face visible qui porte ce numéro, ou piocher</translation>
    </message>
    <message>
        <source>The meeple and the end of the turn</source>
        <translation>Le pion et la fin du tour</translation>
    </message>
    <message>
        <source>the meeple spot with that number on the board; again: small or large meeple</source>
        <translation>l’emplacement de pion qui porte ce numéro sur le plateau ; une seconde fois, petit ou grand pion</translation>
    </message>
    <message>
        <source>the next or previous choice of the Meeple panel, Hyperspace jumps included</source>
        <translation>le choix suivant ou précédent du panneau Pion, sauts dans l’hyperespace compris</translation>
    </message>
    <message>
        <source>no meeple (Galaxy Traders: keep it in the reserve)</source>
        <translation>aucun pion (Commerçants galactiques : le garder dans la réserve)</translation>
    </message>
    <message>
        <source>end the turn (Galaxy Traders: confirm the re-placement)</source>
        <translation>finir le tour (Commerçants galactiques : confirmer le redéploiement)</translation>
    </message>
    <message>
        <source>Galaxy Traders: where the meeple goes back, or keep it</source>
        <translation>Commerçants galactiques : où le pion repart, ou le garder</translation>
    </message>
    <message>
        <source>Around the window</source>
        <translation>Dans la fenêtre</translation>
    </message>
    <message>
        <source>the next or previous control: the board, then every panel; the control with the focus is framed</source>
        <translation>la commande suivante ou précédente : le plateau, puis chaque panneau ; celle qui a le focus est encadrée</translation>
    </message>
    <message>
        <source>a hint (the cursor goes to its cell: Enter plays it); the computer plays its move now</source>
        <translation>un conseil (le curseur va sur sa case, Entrée le joue) ; l’ordinateur joue son coup tout de suite</translation>
    </message>
    <message>
        <source>undo, redo</source>
        <translation>annuler, rétablir</translation>
    </message>
    <message>
        <source>zoom in or out; the whole board in view</source>
        <translation>zoomer ou dézoomer ; tout le plateau en vue</translation>
    </message>
    <message>
        <source>the final scoring</source>
        <translation>le décompte final</translation>
    </message>
    <message>
        <source>Alt + the underlined letter</source>
        <translation>Alt + la lettre soulignée</translation>
    </message>
    <message>
        <source>the menus: every command is in them</source>
        <translation>les menus : toutes les commandes y sont</translation>
    </message>
    <message>
        <source>in a dialog: close it, or its default button</source>
        <translation>dans une boîte de dialogue : la fermer, ou son bouton par défaut</translation>
    </message>
    <message>
        <source>fold the panels to a strip at the side (a click on a name there brings that panel back), or bring them all back</source>
        <translation>replier les panneaux en une bande sur le côté (un clic sur un nom y ramène ce panneau), ou les ramener tous</translation>
    </message>
    <message>
        <source>Board only: the board on the whole screen with the tile, the scores and the turn's buttons over it; leave it</source>
        <translation>Plateau seul : le plateau sur tout l’écran, avec la tuile, les scores et les boutons du tour par-dessus ; en sortir</translation>
    </message>
</context>
<context>
    <name>NetworkOffer</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 bytes)</source>
        <translation>%1 est trop grand (%2 octets)</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2</source>
        <translation>%1 n’est pas un objet JSON : %2</translation>
    </message>
    <message>
        <source>&amp;Forget</source>
        <translation>&amp;Oublier</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>Rejoin a network game?</source>
        <translation>Rejoindre une partie en réseau ?</translation>
    </message>
    <message>
        <source>A seat in a network game was left last time, but it cannot be read.</source>
        <translation>Une place dans une partie en réseau a été laissée la dernière fois, mais elle ne peut pas être lue.</translation>
    </message>
    <message>
        <source>Rejoin the network game at %1 as %2?</source>
        <translation>Rejoindre la partie en réseau sur %1 en tant que %2 ?</translation>
    </message>
    <message>
        <source>Your seat: %1, last connected %2. The program stopped without leaving the game: the host keeps your seat, unless they gave it to a computer.</source>
        <translation>Votre place : %1, dernière connexion le %2. Le programme s’est arrêté sans quitter la partie : l’hôte vous garde votre place, à moins de l’avoir confiée à un ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Rejoin</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Continue a network game?</source>
        <translation>Reprendre une partie en réseau ?</translation>
    </message>
    <message>
        <source>A network game hosted here was left last time, but it cannot be read.</source>
        <translation>Une partie en réseau hébergée ici a été laissée la dernière fois, mais elle ne peut pas être lue.</translation>
    </message>
    <message>
        <source>Continue the network game of %1?</source>
        <translation>Reprendre la partie en réseau du %1 ?</translation>
    </message>
    <message>
        <source>It is hosted again on port %1: the players take their seats back when they rejoin.</source>
        <translation>Elle sera de nouveau hébergée sur le port %1 : les joueurs retrouvent leur place en la rejoignant.</translation>
    </message>
    <message>
        <source>&amp;Host it again</source>
        <translation>L’&amp;héberger de nouveau</translation>
    </message>
    <message>
        <source>%1: its '%2' is missing or wrong</source>
        <translation>%1 : son champ « %2 » manque ou est faux</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>%1 does not describe a game hosted here</source>
        <translation>%1 ne décrit pas une partie hébergée ici</translation>
    </message>
</context>
<context>
    <name>PrintSheets</name>
    <message numerus="yes">
        <source>%n tile(s) to cut out</source>
        <translation>
            <numerusform>%n tuile à découper</numerusform>
            <numerusform>%n tuiles à découper</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on %n sheet(s), each tile %1 mm a side with %2 mm of bleed.</source>
        <translation>
            <numerusform>sur %n planche, chaque tuile de %1 mm de côté avec %2 mm de fond perdu.</numerusform>
            <numerusform>sur %n planches, chaque tuile de %1 mm de côté avec %2 mm de fond perdu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Edges: %1 space, %2 route, %3 asteroid.</source>
        <translation>Bords : %1 espace, %2 route, %3 astéroïdes.</translation>
    </message>
    <message>
        <source>House rules of this set: none.</source>
        <translation>Variantes de ce jeu : aucune.</translation>
    </message>
    <message>
        <source>House rules of this set: %1.</source>
        <translation>Variantes de ce jeu : %1.</translation>
    </message>
    <message>
        <source>A tile of %1 mm with %2 mm of bleed does not fit on the paper within its margins of %3 mm.</source>
        <translation>Une tuile de %1 mm avec %2 mm de fond perdu ne tient pas sur le papier dans ses marges de %3 mm.</translation>
    </message>
</context>
<context>
    <name>SaveQuestion</name>
    <message>
        <source>Do&amp;n't save</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
</context>
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
        <source>no face-up tile '%1'</source>
        <translation>aucune tuile visible « %1 »</translation>
    </message>
    <message>
        <source>the pile is empty: take a face-up tile</source>
        <translation>la pioche est vide : prenez une tuile visible</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>coup illégal</translation>
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
        <source>turn %1: %2</source>
        <translation>tour %1 : %2</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>tuile %1</translation>
    </message>
    <message>
        <source>a tile</source>
        <translation>une tuile</translation>
    </message>
    <message>
        <source>cannot read the file '%1'</source>
        <translation>impossible de lire le fichier « %1 »</translation>
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
        <source>the key '%1' appears twice</source>
        <translation>la clé « %1 » apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: too many symbols of one faction on one feature</source>
        <translation>%1 : trop de symboles d’une faction sur un élément</translation>
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
    <message>
        <source>the file holds too many YAML values (more than %1)</source>
        <translation>le fichier contient trop de valeurs YAML (plus de %1)</translation>
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
        <source>unsupported game record format %1 (this program reads format %2)</source>
        <translation>format de partie enregistrée %1 non pris en charge (ce programme lit le format %2)</translation>
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
        <source>this file is a game record, not a tile set: open it with Game &gt; Open</source>
        <translation>ce fichier est une partie enregistrée, pas un jeu de tuiles : ouvrez-le avec Partie &gt; Ouvrir</translation>
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
        <source>When your tile extends a trading route that you (or your team-mate) already hold, you may instead place your meeple at any distance on an unfinished planet (a battle if another side holds it) or on an unoccupied unfinished asteroid field, if that route passes over the tile of that planet or field.</source>
        <translation>Quand votre tuile prolonge une route commerciale que vous (ou votre coéquipier) tenez déjà, vous pouvez à la place poser votre pion, à n’importe quelle distance, sur une planète inachevée (bataille si un autre camp la tient) ou sur un champ d’astéroïdes inachevé et libre, si cette route passe par la tuile de cette planète ou de ce champ.</translation>
    </message>
    <message>
        <source>Three tiles lie face up beside the pile. On your turn take one of them, if it fits somewhere, or the top of the pile; a taken tile is replaced from the pile. A face-up tile that fits nowhere stays face up; a tile drawn from the pile that fits nowhere is set aside and you choose again. When the pile is empty and no face-up tile fits, the game ends.</source>
        <translation>Trois tuiles sont posées face visible à côté de la pioche. À votre tour, prenez l’une d’elles, si elle peut être posée quelque part, ou celle du dessus de la pioche ; une tuile prise est remplacée depuis la pioche. Une tuile visible qui ne peut être posée nulle part reste visible ; une tuile piochée qui ne peut être posée nulle part est écartée et vous choisissez de nouveau. Quand la pioche est vide et qu’aucune tuile visible ne peut être posée, la partie se termine.</translation>
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
        <source>the face-up tile '%1' fits nowhere on the board; it stays face up</source>
        <translation>la tuile visible « %1 » ne peut être posée nulle part ; elle reste visible</translation>
    </message>
    <message>
        <source>the face-up tile '%1' cannot be set aside: face-up tiles stay face up</source>
        <translation>la tuile visible « %1 » ne peut pas être écartée : les tuiles visibles restent visibles</translation>
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
    <message numerus="yes">
        <source>the file holds %n YAML document(s); it must hold one</source>
        <translation>
            <numerusform>le fichier contient %n document YAML ; il doit n’en contenir qu’un</numerusform>
            <numerusform>le fichier contient %n documents YAML ; il doit n’en contenir qu’un</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lists and mappings are nested too deep (more than %n level(s))</source>
        <translation>
            <numerusform>les listes et les tables sont imbriquées trop profondément (plus de %n niveau)</numerusform>
            <numerusform>les listes et les tables sont imbriquées trop profondément (plus de %n niveaux)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the name '%1' is too long (%n character(s); at most %2)</source>
        <translation>
            <numerusform>le nom « %1 » est trop long (%n caractère ; %2 au plus)</numerusform>
            <numerusform>le nom « %1 » est trop long (%n caractères ; %2 au plus)</numerusform>
        </translation>
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
        <source>team play needs exactly the players red, black, green, white in that seat order</source>
        <translation>le jeu par équipes demande exactement les joueurs rouge, noir, vert, blanc, dans cet ordre</translation>
    </message>
    <message>
        <source>a game needs 2 to 5 players</source>
        <translation>une partie se joue de 2 à 5 joueurs</translation>
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
        <source>unknown house rule '%1' (explorers-guild, hyperspace, galaxy-traders, endgame or intel-and-rumours)</source>
        <translation>variante inconnue « %1 » (explorers-guild, hyperspace, galaxy-traders, endgame ou intel-and-rumours)</translation>
    </message>
    <message>
        <source>rules: %1 must be a whole number from %2 to %3, not %4</source>
        <translation>règles : %1 doit être un nombre entier de %2 à %3, et non %4</translation>
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
        <source>a tile of empty space</source>
        <translation>une tuile d’espace vide</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 avec %2</translation>
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
        <source>no such file '%1'</source>
        <translation>le fichier « %1 » est introuvable</translation>
    </message>
    <message>
        <source>rules: the house rule '%1' is listed twice</source>
        <translation>règles : la variante « %1 » figure deux fois</translation>
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
        <source>person, remote, random, easy, medium, hard or expert</source>
        <translation>person, remote, random, easy, medium, hard ou expert</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
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
        <source>A meeple that comes back from a route completed this turn may be placed again at once, for free, on any unoccupied unfinished route; the meeples are offered in seat order from the current player, small ones before the large one. Players of the same faction never fight on a route: there they form one side (at most %1), and when the route is completed each of them scores its full value.</source>
        <translation>Un pion qui revient d’une route terminée ce tour-ci peut être reposé aussitôt, gratuitement, sur n’importe quelle route inachevée et libre ; les pions sont proposés dans l’ordre des places à partir du joueur actif, les petits avant le grand. Les joueurs d’une même faction ne se battent jamais sur une route : ils y forment un seul camp (%1 au plus) et, quand la route est terminée, chacun marque sa pleine valeur.</translation>
    </message>
    <message>
        <source>At the end, an unfinished planet or asteroid field scores only, for each meeple on it, %1 plus %2 if the tile it stands on shows a symbol of its faction on that feature; the rest is lost. An unfinished route still scores its full value: %3 per tile and %4 per symbol.</source>
        <translation>À la fin, une planète ou un champ d’astéroïdes inachevé ne rapporte, pour chaque pion qui s’y trouve, que %1, plus %2 si la tuile où il se tient montre un symbole de sa faction sur cet élément ; le reste est perdu. Une route inachevée rapporte toujours sa pleine valeur : %3 par tuile et %4 par symbole.</translation>
    </message>
    <message>
        <source>the colour %1 is taken twice</source>
        <translation>deux places ont la même couleur (%1)</translation>
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
        <source>A tile crossed by a straight trading route</source>
        <translation>Une tuile traversée par une route commerciale droite</translation>
    </message>
    <message>
        <source>A tile with an asteroid field on two opposite edges</source>
        <translation>Une tuile avec un champ d’astéroïdes sur deux bords opposés</translation>
    </message>
    <message>
        <source>A tile with a planet in its middle and space all around</source>
        <translation>Une tuile avec une planète en son milieu et de l’espace tout autour</translation>
    </message>
    <message>
        <source>A tile of empty space</source>
        <translation>Une tuile d’espace vide</translation>
    </message>
    <message>
        <source>The Rebel Alliance's symbol: an arrowhead crest on red</source>
        <translation>Le symbole de l’Alliance rebelle : un écusson en pointe de flèche sur fond rouge</translation>
    </message>
    <message>
        <source>The Empire's symbol: a six-spoked wheel on grey</source>
        <translation>Le symbole de l’Empire : une roue à six rayons sur fond gris</translation>
    </message>
    <message>
        <source>The Bounty Hunters' symbol: a crosshair on gold</source>
        <translation>Le symbole des Chasseurs de primes : un réticule sur fond or</translation>
    </message>
    <message>
        <source>A small meeple</source>
        <translation>Un petit pion</translation>
    </message>
    <message>
        <source>A large meeple, which wears a crown</source>
        <translation>Un grand pion, qui porte une couronne</translation>
    </message>
    <message>
        <source>A small board: a trading route from planet to planet, with a merchant</source>
        <translation>Un petit plateau : une route commerciale d’une planète à une autre, avec un marchand</translation>
    </message>
    <message>
        <source>A small board: an asteroid field closed on every side, with an explorer</source>
        <translation>Un petit plateau : un champ d’astéroïdes fermé de tous côtés, avec un explorateur</translation>
    </message>
    <message>
        <source>A small board: a planet with a conqueror, surrounded by tiles</source>
        <translation>Un petit plateau : une planète avec un conquérant, entourée de tuiles</translation>
    </message>
    <message>
        <source>A small board: a meeple on the planet beside the tile placed last, which it attacked</source>
        <translation>Un petit plateau : un pion sur la planète voisine de la dernière tuile posée, qu’il a attaquée</translation>
    </message>
    <message numerus="yes">
        <source>The rulebook's example: a trading route of %n tile(s) closed at both ends scores %1 for its merchant.</source>
        <translation>
            <numerusform>L’exemple de la règle : une route commerciale de %n tuile fermée aux deux bouts rapporte %1 à son marchand.</numerusform>
            <numerusform>L’exemple de la règle : une route commerciale de %n tuiles fermée aux deux bouts rapporte %1 à son marchand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rulebook's example: a completed asteroid field of %n tile(s) with %1 scores %2 for its explorer.</source>
        <translation>
            <numerusform>L’exemple de la règle : un champ d’astéroïdes terminé de %n tuile avec %1 rapporte %2 à son explorateur.</numerusform>
            <numerusform>L’exemple de la règle : un champ d’astéroïdes terminé de %n tuiles avec %1 rapporte %2 à son explorateur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n symbol(s)</source>
        <translation>
            <numerusform>%n symbole</numerusform>
            <numerusform>%n symboles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The rulebook's example: a planet surrounded by %n tile(s), with %1, scores %2 for its conqueror.</source>
        <translation>
            <numerusform>L’exemple de la règle : une planète entourée de %n tuile, avec %1, rapporte %2 à son conquérant.</numerusform>
            <numerusform>L’exemple de la règle : une planète entourée de %n tuiles, avec %1, rapporte %2 à son conquérant.</numerusform>
        </translation>
    </message>
    <message>
        <source>A battle: the tile placed last joins two routes that hold meeples of two players. %1 against %2; the winner scores the route's %3, the loser %4 and takes its meeple back.</source>
        <translation>Une bataille : la dernière tuile posée relie deux routes qui portent les pions de deux joueurs. %1 contre %2 ; le gagnant marque les %3 de la route, le perdant %4 et reprend son pion.</translation>
    </message>
    <message>
        <source>A neighbouring planet attacked: the attacker's %1 (a small meeple and the planet's symbol) against the defender's %2 (the large meeple). The attacker wins; the defender scores %3 in the battle and takes its meeple back.</source>
        <translation>Une planète voisine attaquée : les %1 de l’attaquant (un petit pion et le symbole de la planète) contre les %2 du défenseur (le grand pion). L’attaquant gagne ; le défenseur marque %3 dans la bataille et reprend son pion.</translation>
    </message>
    <message>
        <source>A small board: the tile placed last joins two trading routes, each held by another player's meeple</source>
        <translation>Un petit plateau : la dernière tuile posée relie deux routes commerciales, tenues chacune par le pion d’un autre joueur</translation>
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
    <message numerus="yes">
        <source>its elements are nested too deep (at most %n level(s))</source>
        <translation>
            <numerusform>ses éléments sont imbriqués trop profondément (au plus %n niveau)</numerusform>
            <numerusform>ses éléments sont imbriqués trop profondément (au plus %n niveaux)</numerusform>
        </translation>
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
</context>
<context>
    <name>WhyText</name>
    <message numerus="yes">
        <source>about %1 to be completed, %2 points expected</source>
        <translation>
            <numerusform>environ %1 de chances d’achèvement, %2 point attendu</numerusform>
            <numerusform>environ %1 de chances d’achèvement, %2 points attendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty cell(s) around</source>
        <translation>
            <numerusform>%n case vide autour</numerusform>
            <numerusform>%n cases vides autour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open edge(s)</source>
        <translation>
            <numerusform>%n bord ouvert</numerusform>
            <numerusform>%n bords ouverts</numerusform>
        </translation>
    </message>
    <message>
        <source>puts a %1 on %2 (%3, %4)</source>
        <translation>met un %1 sur %2 (%3, %4)</translation>
    </message>
    <message numerus="yes">
        <source>completes %1 for %n point(s)</source>
        <translation>
            <numerusform>termine %1 pour %n point</numerusform>
            <numerusform>termine %1 pour %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>completes %1 of another player, who scores %n point(s)</source>
        <translation>
            <numerusform>termine %1 d’un autre joueur, qui marque %n point</numerusform>
            <numerusform>termine %1 d’un autre joueur, qui marque %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>joins %1 features it holds into %2, now of %n tile(s)</source>
        <translation>
            <numerusform>réunit %1 éléments qu’il tient dans %2, désormais de %n tuile</numerusform>
            <numerusform>réunit %1 éléments qu’il tient dans %2, désormais de %n tuiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>extends %1 it holds to %n tile(s)</source>
        <translation>
            <numerusform>prolonge %1 qu’il tient jusqu’à %n tuile</numerusform>
            <numerusform>prolonge %1 qu’il tient jusqu’à %n tuiles</numerusform>
        </translation>
    </message>
    <message>
        <source>starts a battle for %1 with a %2 chance of winning</source>
        <translation>engage une bataille pour %1 avec %2 de chances de la gagner</translation>
    </message>
    <message numerus="yes">
        <source>brings %n meeple(s) back</source>
        <translation>
            <numerusform>fait revenir %n pion</numerusform>
            <numerusform>fait revenir %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>keeps its meeples in the reserve</source>
        <translation>garde ses pions en réserve</translation>
    </message>
    <message numerus="yes">
        <source>gives another player %1 points</source>
        <translation>
            <numerusform>donne %1 point à un autre joueur</numerusform>
            <numerusform>donne %1 points à un autre joueur</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message numerus="yes">
        <source>This move is worth %1 points to you against the other players.</source>
        <translation>
            <numerusform>Ce coup vous vaut %1 point face aux autres joueurs.</numerusform>
            <numerusform>Ce coup vous vaut %1 points face aux autres joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>This move %1.</source>
        <translation>Ce coup %1.</translation>
    </message>
    <message>
        <source>The move played %1.</source>
        <translation>Le coup joué %1.</translation>
    </message>
    <message>
        <source>The best move %1.</source>
        <translation>Le meilleur coup %1.</translation>
    </message>
    <message>
        <source>The best move %1; the move played %2.</source>
        <translation>Le meilleur coup %1 ; le coup joué %2.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Interface language (en or fr).</source>
        <translation>Langue de l’interface (en ou fr).</translation>
    </message>
    <message>
        <source>Carcassonne: Star Wars</source>
        <translation>Carcassonne : Star Wars</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Afficher cette aide, puis quitter.</translation>
    </message>
    <message>
        <source>Open a tile set in the Tile sets mode.</source>
        <translation>Ouvrir un jeu de tuiles dans le mode Jeux de tuiles.</translation>
    </message>
    <message>
        <source>A saved game to open (a finished game opens in the Review mode).</source>
        <translation>Une partie enregistrée à ouvrir (une partie terminée s’ouvre dans le mode Revoir).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
</context>
<context>
    <name>swc::editor::ArtPanel</name>
    <message numerus="yes">
        <source>Its own art, %n byte(s) of SVG, in its four rotations:</source>
        <translation>
            <numerusform>Son image, %n octet de SVG, dans ses quatre orientations :</numerusform>
            <numerusform>Son image, %n octets de SVG, dans ses quatre orientations :</numerusform>
        </translation>
    </message>
    <message>
        <source>No art of its own: the program draws it.</source>
        <translation>Pas d’image propre : le programme la dessine.</translation>
    </message>
    <message>
        <source>Import the tile's art</source>
        <translation>Importer l’image de la tuile</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>This art cannot be used</source>
        <translation>Cette image ne peut pas être utilisée</translation>
    </message>
    <message>
        <source>&lt;b&gt;The tile's art&lt;/b&gt;</source>
        <translation>&lt;b&gt;L’image de la tuile&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Import the tile's art...</source>
        <translation>&amp;Importer l’image de la tuile...</translation>
    </message>
    <message>
        <source>&amp;Remove the tile's art</source>
        <translation>&amp;Retirer l’image de la tuile</translation>
    </message>
    <message>
        <source>Import art...</source>
        <translation>Importer une image...</translation>
    </message>
    <message>
        <source>Remove art</source>
        <translation>Retirer l’image</translation>
    </message>
    <message>
        <source>Show the drawn features over the art</source>
        <translation>Montrer les éléments dessinés par-dessus l’image</translation>
    </message>
    <message>
        <source>Import the tile's art from an SVG file</source>
        <translation>Importer l’image de la tuile d’un fichier SVG</translation>
    </message>
    <message>
        <source>Remove the tile's art</source>
        <translation>Retirer l’image de la tuile</translation>
    </message>
    <message>
        <source>The tile's art in its four rotations</source>
        <translation>L’image de la tuile dans ses quatre orientations</translation>
    </message>
    <message>
        <source>The tile's art</source>
        <translation>L’image de la tuile</translation>
    </message>
</context>
<context>
    <name>swc::editor::BalancePage</name>
    <message>
        <source>Export the balance figures</source>
        <translation>Exporter les chiffres de l’équilibrage</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cannot export the figures</source>
        <translation>Impossible d’exporter les chiffres</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties :</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>&amp;Computer level:</source>
        <translation>Niveau de l’&amp;ordinateur :</translation>
    </message>
    <message>
        <source>random (fastest)</source>
        <translation>au hasard (le plus rapide)</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium (slow)</source>
        <translation>moyen (lent)</translation>
    </message>
    <message>
        <source>Compare with the &amp;standard set</source>
        <translation>Comparer avec le jeu &amp;standard</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>E&amp;xporter en CSV…</translation>
    </message>
    <message>
        <source>The balance lab plays many games of this set, with its rules, between computer players, and shows how it plays: tiles set aside, unfillable cells, game length, points by kind, the first player's advantage and the battles. Choose the number of games and press Run.</source>
        <translation>Le banc d’équilibrage joue de nombreuses parties de ce jeu, avec ses règles, entre joueurs ordinateurs, et montre comment il se joue : tuiles écartées, cases impossibles à remplir, durée des parties, points par type d’élément, avantage du premier joueur et batailles. Choisissez le nombre de parties puis cliquez sur Lancer.</translation>
    </message>
    <message>
        <source>Fix the set before playing it: %1</source>
        <translation>Corrigez le jeu avant d’y jouer : %1</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Parties en cours…</translation>
    </message>
    <message>
        <source>Run the balance lab first.</source>
        <translation>Lancez d’abord le banc d’équilibrage.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: the figures are those of the %n game(s) played.</source>
        <translation>
            <numerusform>Annulé : les chiffres portent sur %n partie jouée.</numerusform>
            <numerusform>Annulé : les chiffres portent sur %n parties jouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>This set</source>
        <translation>Ce jeu</translation>
    </message>
    <message>
        <source>Standard set</source>
        <translation>Jeu standard</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Turns per game</source>
        <translation>Tours par partie</translation>
    </message>
    <message>
        <source>Tiles set aside per game</source>
        <translation>Tuiles écartées par partie</translation>
    </message>
    <message>
        <source>Games ending with unfillable cells</source>
        <translation>Parties finies avec des cases impossibles à remplir</translation>
    </message>
    <message>
        <source>Unfillable cells per game</source>
        <translation>Cases impossibles à remplir par partie</translation>
    </message>
    <message>
        <source>Points from routes (per player and game)</source>
        <translation>Points des routes (par joueur et par partie)</translation>
    </message>
    <message>
        <source>Points from asteroid fields</source>
        <translation>Points des champs d’astéroïdes</translation>
    </message>
    <message>
        <source>Points from planets</source>
        <translation>Points des planètes</translation>
    </message>
    <message>
        <source>Points from battles</source>
        <translation>Points des batailles</translation>
    </message>
    <message>
        <source>Points at the final scoring</source>
        <translation>Points du décompte final</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <source>Seat %1 (%2): wins, 95 % interval</source>
        <translation>Place %1 (%2) : victoires, intervalle à 95 %</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Batailles par partie</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>± is the standard deviation. A win shared by several players counts as a share. %1 s.</source>
        <translation>± donne l’écart type. Une victoire partagée compte pour une part à chacun. %1 s.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Final scores (share of players)</source>
        <translation>Scores finaux (part des joueurs)</translation>
    </message>
    <message>
        <source>Battles won: %1</source>
        <translation>Batailles gagnées : %1</translation>
    </message>
    <message>
        <source>No tile was set aside</source>
        <translation>Aucune tuile écartée</translation>
    </message>
    <message>
        <source>Copies set aside, per face (the most often first)</source>
        <translation>Exemplaires écartés, par sorte de tuile (les plus fréquents d’abord)</translation>
    </message>
    <message>
        <source>about %1 h %2 min left</source>
        <translation>encore %1 h %2 environ</translation>
    </message>
    <message>
        <source>about %1 min %2 s left</source>
        <translation>encore %1 min %2 s environ</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>encore %n seconde environ</numerusform>
            <numerusform>encore %n secondes environ</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;top the games</source>
        <comment>stops the balance lab (not the editor's Undo)</comment>
        <translation>&amp;Arrêter les parties</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <comment>a share of the wins, its interval</comment>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Balance lab results</source>
        <translation>Résultats du banc d’équilibrage</translation>
    </message>
    <message>
        <source>What the games of this set showed: tiles set aside, game length, points, battles</source>
        <translation>Ce que les parties de ce jeu ont montré : tuiles écartées, durée des parties, points, batailles</translation>
    </message>
    <message numerus="yes">
        <source>Standard set: %1 of %Ln game(s), %2 a second</source>
        <translation>
            <numerusform>Jeu standard : %1 sur %Ln partie, %2 par seconde</numerusform>
            <numerusform>Jeu standard : %1 sur %Ln parties, %2 par seconde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This set (the standard set next): %1 of %Ln game(s), %2 a second</source>
        <translation>
            <numerusform>Ce jeu (puis le jeu standard) : %1 sur %Ln partie, %2 par seconde</numerusform>
            <numerusform>Ce jeu (puis le jeu standard) : %1 sur %Ln parties, %2 par seconde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This set: %1 of %Ln game(s), %2 a second</source>
        <translation>
            <numerusform>Ce jeu : %1 sur %Ln partie, %2 par seconde</numerusform>
            <numerusform>Ce jeu : %1 sur %Ln parties, %2 par seconde</numerusform>
        </translation>
    </message>
    <message>
        <source>Standard set (partial)</source>
        <comment>its games were stopped</comment>
        <translation>Jeu standard (partiel)</translation>
    </message>
    <message>
        <source>The standard set was not played, so there is nothing to compare with.</source>
        <translation>Le jeu standard n’a pas été joué, il n’y a donc rien à comparer.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled during the standard set's games: its column (partial) covers the %n game(s) played.</source>
        <translation>
            <numerusform>Annulé pendant les parties du jeu standard : sa colonne (partielle) porte sur %n partie jouée.</numerusform>
            <numerusform>Annulé pendant les parties du jeu standard : sa colonne (partielle) porte sur %n parties jouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled before the standard set's first game: there is nothing to compare with.</source>
        <translation>Annulé avant la première partie du jeu standard : il n’y a rien à comparer.</translation>
    </message>
</context>
<context>
    <name>swc::editor::PrintDialog</name>
    <message>
        <source>Print tile sheets</source>
        <translation>Imprimer des planches de tuiles</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>Tile size in millimetres</source>
        <translation>Taille des tuiles en millimètres</translation>
    </message>
    <message>
        <source>Bleed in millimetres</source>
        <translation>Fond perdu en millimètres</translation>
    </message>
    <message>
        <source>&amp;Backs, mirrored for printing on both sides</source>
        <translation>&amp;Dos, en miroir pour l’impression recto verso</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Plain</source>
        <translation>Sobre</translation>
    </message>
    <message>
        <source>Tile art</source>
        <translation>Dessin des tuiles</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>Fichier PDF</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose the PDF file</source>
        <translation>Choisir le fichier PDF</translation>
    </message>
    <message>
        <source>&amp;Print to PDF</source>
        <translation>&amp;Imprimer en PDF</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier :</translation>
    </message>
    <message>
        <source>&amp;Tile size:</source>
        <translation>&amp;Taille des tuiles :</translation>
    </message>
    <message>
        <source>B&amp;leed:</source>
        <translation>F&amp;ond perdu :</translation>
    </message>
    <message>
        <source>&amp;Art:</source>
        <translation>De&amp;ssin :</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) a sheet</source>
        <translation>
            <numerusform>%n tuile par planche</numerusform>
            <numerusform>%n tuiles par planche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) in all.</source>
        <translation>
            <numerusform>%n page en tout.</numerusform>
            <numerusform>%n pages en tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile this large does not fit on the paper.</source>
        <translation>Une tuile aussi grande ne tient pas sur le papier.</translation>
    </message>
    <message>
        <source>Print tile sheets to</source>
        <translation>Imprimer les planches de tuiles dans</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>swc::editor::ProblemsDock</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
    <message>
        <source>The text holds what the form cannot show: fix it in the YAML text (activate a problem to go to its line). It is kept as typed and can be saved as it is.</source>
        <translation>Le texte contient ce que le formulaire ne peut pas afficher : corrigez-le dans le texte YAML (activez un problème pour aller à sa ligne). Il est conservé tel que vous l’avez saisi et peut être enregistré tel quel.</translation>
    </message>
    <message>
        <source>The set can be edited and saved with these problems; it cannot be played until they are fixed. Activate one to show its tile and its line.</source>
        <translation>Le jeu de tuiles peut être modifié et enregistré avec ces problèmes ; on ne pourra y jouer qu’une fois ceux-ci corrigés. Activez-en un pour afficher sa tuile et sa ligne.</translation>
    </message>
    <message>
        <source>No problems: the set can be played.</source>
        <translation>Aucun problème : ce jeu de tuiles est jouable.</translation>
    </message>
    <message>
        <source>What keeps the set from being played; activate one to go to it</source>
        <translation>Ce qui empêche de jouer avec ce jeu ; activez une ligne pour y aller</translation>
    </message>
</context>
<context>
    <name>swc::editor::RulesPage</name>
    <message>
        <source>Turn on %1 by default</source>
        <translation>Activer %1 par défaut</translation>
    </message>
    <message>
        <source>Turn off %1 by default</source>
        <translation>Désactiver %1 par défaut</translation>
    </message>
    <message>
        <source>Change a scoring number</source>
        <translation>Changer un nombre du décompte</translation>
    </message>
    <message>
        <source>Restore the rulebook's numbers</source>
        <translation>Rétablir les nombres de la règle</translation>
    </message>
    <message>
        <source>Completed trading route, points per tile:</source>
        <translation>Route commerciale achevée, points par tuile :</translation>
    </message>
    <message>
        <source>Completed trading route, points per symbol:</source>
        <translation>Route commerciale achevée, points par symbole :</translation>
    </message>
    <message>
        <source>Completed asteroid field, points per tile:</source>
        <translation>Champ d’astéroïdes achevé, points par tuile :</translation>
    </message>
    <message>
        <source>Completed asteroid field, points per symbol:</source>
        <translation>Champ d’astéroïdes achevé, points par symbole :</translation>
    </message>
    <message>
        <source>Completed planet, points (its tile and the 8 around it):</source>
        <translation>Planète achevée, points (sa tuile et les 8 autour) :</translation>
    </message>
    <message>
        <source>Completed planet, points per symbol:</source>
        <translation>Planète achevée, points par symbole :</translation>
    </message>
    <message>
        <source>Dice per small meeple:</source>
        <translation>Dés par petit pion :</translation>
    </message>
    <message>
        <source>Dice per large meeple:</source>
        <translation>Dés par grand pion :</translation>
    </message>
    <message>
        <source>Dice per symbol of the side's faction:</source>
        <translation>Dés par symbole de la faction du camp :</translation>
    </message>
    <message>
        <source>Most dice a side rolls:</source>
        <translation>Nombre maximal de dés d’un camp :</translation>
    </message>
    <message>
        <source>Points to each side in a tie:</source>
        <translation>Points à chaque camp en cas d’égalité :</translation>
    </message>
    <message>
        <source>Points to the loser per die rolled:</source>
        <translation>Points au perdant par dé lancé :</translation>
    </message>
    <message>
        <source>Unfinished trading route, points per tile:</source>
        <translation>Route commerciale inachevée, points par tuile :</translation>
    </message>
    <message>
        <source>Unfinished asteroid field, points per tile:</source>
        <translation>Champ d’astéroïdes inachevé, points par tuile :</translation>
    </message>
    <message>
        <source>Unfinished planet, points per tile (its own and each around it):</source>
        <translation>Planète inachevée, points par tuile (la sienne et chacune autour) :</translation>
    </message>
    <message>
        <source>Unfinished feature, points per symbol:</source>
        <translation>Élément inachevé, points par symbole :</translation>
    </message>
    <message>
        <source>Endgame: points per meeple on an unfinished field or planet:</source>
        <translation>Fin de partie, points par pion sur un champ ou une planète inachevés :</translation>
    </message>
    <message>
        <source>Endgame: more points when the tile shows a symbol of its faction:</source>
        <translation>Fin de partie, points en plus si la tuile montre un symbole de sa faction :</translation>
    </message>
    <message>
        <source>House rules on when a new game starts</source>
        <translation>Variantes actives au début d’une partie</translation>
    </message>
    <message>
        <source>Scoring numbers</source>
        <translation>Nombres du décompte</translation>
    </message>
    <message>
        <source>Completed features</source>
        <translation>Éléments achevés</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Endgame house rule</source>
        <translation>Variante Fin de partie</translation>
    </message>
    <message>
        <source>rulebook: %1</source>
        <translation>règle : %1</translation>
    </message>
    <message>
        <source>&amp;Restore the rulebook's numbers</source>
        <translation>&amp;Rétablir les nombres de la règle</translation>
    </message>
    <message>
        <source>A tile set's rules</source>
        <translation>Les règles d’un jeu de tuiles</translation>
    </message>
    <message>
        <source>The house rules a new game starts with and the set's scoring numbers</source>
        <translation>Les variantes actives au début d’une partie et le barème du jeu</translation>
    </message>
</context>
<context>
    <name>swc::editor::TilesetDocument</name>
    <message>
        <source>New tile set</source>
        <translation>Nouveau jeu de tuiles</translation>
    </message>
    <message>
        <source>Rename the set</source>
        <translation>Renommer le jeu</translation>
    </message>
    <message>
        <source>Change an edge</source>
        <translation>Changer un bord</translation>
    </message>
    <message>
        <source>Join two edges</source>
        <translation>Relier deux bords</translation>
    </message>
    <message>
        <source>Separate two edges</source>
        <translation>Séparer deux bords</translation>
    </message>
    <message>
        <source>Add the planet</source>
        <translation>Ajouter la planète</translation>
    </message>
    <message>
        <source>Remove the planet</source>
        <translation>Retirer la planète</translation>
    </message>
    <message>
        <source>Change the symbols</source>
        <translation>Changer les symboles</translation>
    </message>
    <message>
        <source>Change the count</source>
        <translation>Changer le nombre d’exemplaires</translation>
    </message>
    <message>
        <source>Rename a tile</source>
        <translation>Renommer une tuile</translation>
    </message>
    <message>
        <source>Choose the start tile</source>
        <translation>Choisir la tuile de départ</translation>
    </message>
    <message>
        <source>Add a tile</source>
        <translation>Ajouter une tuile</translation>
    </message>
    <message>
        <source>Duplicate a tile</source>
        <translation>Dupliquer une tuile</translation>
    </message>
    <message>
        <source>Delete a tile</source>
        <translation>Supprimer une tuile</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 is not the recovery copy of a tile set</source>
        <translation>%1 n’est pas la copie de secours d’un jeu de tuiles</translation>
    </message>
    <message>
        <source>Remove the tile's art</source>
        <translation>Retirer l’image de la tuile</translation>
    </message>
    <message>
        <source>Import the tile's art</source>
        <translation>Importer l’image de la tuile</translation>
    </message>
</context>
<context>
    <name>swc::editor::TilesetEditor</name>
    <message>
        <source>Open a tile set</source>
        <translation>Ouvrir un jeu de tuiles</translation>
    </message>
    <message>
        <source>Tile sets (*.yaml *.yml)</source>
        <translation>Jeux de tuiles (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Cannot open the tile set</source>
        <translation>Impossible d’ouvrir le jeu de tuiles</translation>
    </message>
    <message>
        <source>Another tile already has the id '%1'.</source>
        <translation>Une autre tuile a déjà l’identifiant « %1 ».</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>%1[*] - Tile set editor</source>
        <translation>%1[*] – Éditeur de jeux de tuiles</translation>
    </message>
    <message>
        <source>&amp;Tile set</source>
        <translation>&amp;Jeu de tuiles</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;New set</source>
        <translation>&amp;Nouveau jeu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Add a &amp;tile</source>
        <translation>Ajouter une &amp;tuile</translation>
    </message>
    <message>
        <source>&amp;Duplicate the tile</source>
        <translation>&amp;Dupliquer la tuile</translation>
    </message>
    <message>
        <source>De&amp;lete the tile</source>
        <translation>&amp;Supprimer la tuile</translation>
    </message>
    <message>
        <source>&amp;Play with this set</source>
        <translation>&amp;Jouer avec ce jeu</translation>
    </message>
    <message>
        <source>Set name:</source>
        <translation>Nom du jeu :</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Exemplaires :</translation>
    </message>
    <message>
        <source>Planet in the centre</source>
        <translation>Planète au centre</translation>
    </message>
    <message>
        <source>Edges joined in one feature (first row: routes, second: asteroid fields):</source>
        <translation>Bords reliés en un même élément (en 1re ligne les routes, en 2e les champs d’astéroïdes) :</translation>
    </message>
    <message>
        <source>Faction symbols on each feature:</source>
        <translation>Symboles de faction sur chaque élément :</translation>
    </message>
    <message>
        <source>Edit the YAML text</source>
        <translation>Modifier le texte YAML</translation>
    </message>
    <message>
        <source>Click near an edge of the picture to change it: space, route, asteroid field.</source>
        <translation>Cliquez près d’un bord de l’image pour le changer : espace, route, champ d’astéroïdes.</translation>
    </message>
    <message>
        <source>Cannot save the tile set</source>
        <translation>Impossible d’enregistrer le jeu de tuiles</translation>
    </message>
    <message>
        <source>Save the tile set</source>
        <translation>Enregistrer le jeu de tuiles</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The tile set has changes. Save them?</source>
        <translation>Le jeu de tuiles a été modifié. Enregistrer les modifications ?</translation>
    </message>
    <message>
        <source>Edges:</source>
        <translation>Bords :</translation>
    </message>
    <message>
        <source>N</source>
        <comment>north side</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>east side</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <comment>south side</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>west side</comment>
        <translation>O</translation>
    </message>
    <message>
        <source>Copy of %1</source>
        <translation>Copie de %1</translation>
    </message>
    <message>
        <source>New &amp;copy of the standard set</source>
        <translation>Nouvelle &amp;copie du jeu standard</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Équilibrage</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>%1 is already open in another window.</source>
        <translation>%1 est déjà ouvert dans une autre fenêtre.</translation>
    </message>
    <message>
        <source>Save the text as it is?</source>
        <translation>Enregistrer le texte tel quel ?</translation>
    </message>
    <message>
        <source>This text is not valid YAML; save it anyway?</source>
        <translation>Ce texte n’est pas du YAML valide ; l’enregistrer quand même ?</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more (see Problems).</source>
        <translation>
            <numerusform>…et %n autre (voir Problèmes).</numerusform>
            <numerusform>…et %n autres (voir Problèmes).</numerusform>
        </translation>
    </message>
    <message>
        <source>This set cannot be played yet</source>
        <translation>On ne peut pas encore jouer avec ce jeu de tuiles</translation>
    </message>
    <message>
        <source>Fix these problems first; the set can be saved as it is meanwhile.</source>
        <translation>Corrigez d’abord ces problèmes ; en attendant, le jeu de tuiles peut être enregistré tel quel.</translation>
    </message>
    <message>
        <source>Edge %1</source>
        <translation>Bord %1</translation>
    </message>
    <message>
        <source>Tiles of the set</source>
        <translation>Tuiles du jeu</translation>
    </message>
    <message>
        <source>Each tile's id and number of copies; the start tile is marked with a star</source>
        <translation>L’identifiant et le nombre d’exemplaires de chaque tuile ; la tuile de départ est marquée d’une étoile</translation>
    </message>
    <message>
        <source>The set as YAML</source>
        <translation>Le jeu de tuiles en YAML</translation>
    </message>
    <message>
        <source>The tile set's text, kept in step with the form</source>
        <translation>Le texte du jeu de tuiles, tenu à jour avec le formulaire</translation>
    </message>
    <message>
        <source>Tile set editor pages</source>
        <translation>Pages de l’éditeur de jeux de tuiles</translation>
    </message>
    <message>
        <source>The set's tiles, its rules and its balance lab</source>
        <translation>Les tuiles du jeu, ses règles et son banc d’équilibrage</translation>
    </message>
    <message>
        <source>The tile's form</source>
        <translation>Le formulaire de la tuile</translation>
    </message>
    <message>
        <source>The chosen tile's picture, id, copies, edges, joined edges and symbols</source>
        <translation>L’image de la tuile choisie, son identifiant, ses exemplaires, ses bords, ses bords reliés et ses symboles</translation>
    </message>
    <message>
        <source>How many symbols of each faction each feature of the tile shows</source>
        <translation>Le nombre de symboles de chaque faction sur chaque élément de la tuile</translation>
    </message>
    <message>
        <source>%1: %2, the start tile</source>
        <translation>%1 : %2, la tuile de départ</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 (%n in the set)</source>
        <translation>
            <numerusform>%1 : %2 (%n dans le jeu)</numerusform>
            <numerusform>%1 : %2 (%n dans le jeu)</numerusform>
        </translation>
    </message>
    <message>
        <source>The YAML text has a problem (see Problems). The tiles and the form show again, as the text says, once it is fixed.</source>
        <translation>Le texte YAML a un problème (voir Problèmes). Les tuiles et le formulaire réapparaissent, tels que le texte les décrit, dès qu’il est corrigé.</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Tuile de départ</translation>
    </message>
    <message>
        <source>Placed first, in a single copy.</source>
        <translation>Posée la première, en un seul exemplaire.</translation>
    </message>
    <message>
        <source>Pr&amp;int tile sheets…</source>
        <translation>&amp;Imprimer des planches de tuiles…</translation>
    </message>
    <message>
        <source>Print every tile of the set on sheets to cut out, as a PDF</source>
        <translation>Imprimer toutes les tuiles du jeu sur des planches à découper, en PDF</translation>
    </message>
    <message>
        <source>This set cannot be printed yet</source>
        <translation>Ce jeu ne peut pas encore être imprimé</translation>
    </message>
    <message>
        <source>The sheets could not be printed</source>
        <translation>Les planches n’ont pas pu être imprimées</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>swc::ui::AnalysisRunner</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>The analysis could not be kept in %1: %2</source>
        <translation>L’analyse n’a pas pu être conservée dans %1 : %2</translation>
    </message>
</context>
<context>
    <name>swc::ui::Announcer</name>
    <message>
        <source>Taken back.</source>
        <translation>Coup repris.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>No turn has been played yet.</source>
        <translation>Aucun tour n’a encore été joué.</translation>
    </message>
    <message>
        <source>Announcements: what the mode shown is at (in play, each turn's events as the game log writes them)</source>
        <translation>Annonces : où en est le mode affiché (en jeu, les événements de chaque tour, tels que le journal les écrit)</translation>
    </message>
</context>
<context>
    <name>swc::ui::ArtThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Galaxy</source>
        <translation>&amp;Galaxie</translation>
    </message>
    <message>
        <source>Tiles drawn as one deep sky of stars and nebulae, with shaded rocks, glowing lanes and planets</source>
        <translation>Tuiles peintes comme un seul ciel profond d’étoiles et de nébuleuses, avec des rochers en relief, des voies lumineuses et des planètes</translation>
    </message>
    <message>
        <source>&amp;Plain</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>Tiles drawn as flat shapes: the clearest, and the lightest for a slow machine</source>
        <translation>Tuiles dessinées en aplats : le plus lisible, et le plus léger pour une machine lente</translation>
    </message>
</context>
<context>
    <name>swc::ui::BoardOnlyView</name>
    <message>
        <source>&amp;Board only</source>
        <translation>&amp;Plateau seul</translation>
    </message>
    <message>
        <source>The board on the whole screen, the tile, the scores and the turn's buttons over it (%1; Esc leaves)</source>
        <translation>Le plateau sur tout l’écran, la tuile, les scores et les boutons du tour par-dessus (%1 ; Échap pour en sortir)</translation>
    </message>
    <message>
        <source>Leave Board only</source>
        <translation>Quitter la vue Plateau seul</translation>
    </message>
    <message>
        <source>Exit full screen</source>
        <translation>Quitter le plein écran</translation>
    </message>
</context>
<context>
    <name>swc::ui::BoardOverlays</name>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n tuile restante dans la pioche</numerusform>
            <numerusform>%n tuiles restantes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Pas encore de partie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Small meeples left</source>
        <translation>Petits pions restants</translation>
    </message>
    <message>
        <source>Large meeple left</source>
        <translation>Grand pion restant</translation>
    </message>
</context>
<context>
    <name>swc::ui::BoardView</name>
    <message>
        <source>The start tile: the game log counts the cells from it.</source>
        <translation>La tuile de départ : le journal de la partie situe les cases par rapport à elle.</translation>
    </message>
    <message>
        <source>The last tile of %1: %2</source>
        <translation>La dernière tuile de %1 : %2</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
</context>
<context>
    <name>swc::ui::ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
</context>
<context>
    <name>swc::ui::ChatView</name>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Message to the players</source>
        <translation>Message aux joueurs</translation>
    </message>
    <message>
        <source>Say something to the other players: Enter sends it</source>
        <translation>Écrivez aux autres joueurs ; la touche Entrée envoie le message</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message de discussion</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
</context>
<context>
    <name>swc::ui::CreateTableDialog</name>
    <message>
        <source>Give the table a name (printable characters).</source>
        <translation>Donnez un nom à la table (en caractères imprimables).</translation>
    </message>
    <message>
        <source>Create a table</source>
        <translation>Créer une table</translation>
    </message>
    <message>
        <source>&amp;Table's name:</source>
        <translation>Nom de la &amp;table :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de pa&amp;sse :</translation>
    </message>
    <message>
        <source>none: anyone may join</source>
        <translation>aucun : tout le monde peut entrer</translation>
    </message>
    <message>
        <source>Time per t&amp;urn:</source>
        <translation>Durée d’un to&amp;ur :</translation>
    </message>
    <message>
        <source>Off (friends)</source>
        <translation>Illimitée (entre amis)</translation>
    </message>
</context>
<context>
    <name>swc::ui::FinalScoringDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Unfinished features scored at the end:</source>
        <translation>Éléments inachevés comptés à la fin :</translation>
    </message>
    <message>
        <source>Rank</source>
        <comment>in the final ranking</comment>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Revoir cette partie</translation>
    </message>
    <message>
        <source>Watch the game again step by step, and play on from any step</source>
        <translation>Revoir la partie étape par étape, et la reprendre à partir de n’importe quelle étape</translation>
    </message>
    <message>
        <source>&amp;Analyse my game</source>
        <translation>&amp;Analyser ma partie</translation>
    </message>
    <message>
        <source>Review the game while the computer judges every decision, then see each person's biggest mistakes and accuracy beside the computer levels'</source>
        <translation>Revoir la partie pendant que l’ordinateur juge chaque décision, puis voir les plus grosses erreurs et la précision de chaque joueur à côté de celles des niveaux de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>swc::ui::GameSession</name>
    <message>
        <source>%1 is already open in another window.</source>
        <translation>%1 est déjà ouvert dans une autre fenêtre.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Only the host can save a network game: its record holds the order of the tiles, which the other players do not see.</source>
        <translation>Seul l’hôte peut enregistrer une partie en réseau : son enregistrement contient l’ordre des tuiles, que les autres joueurs ne voient pas.</translation>
    </message>
</context>
<context>
    <name>swc::ui::GameSummary</name>
    <message>
        <source>%1 (computer, %2)</source>
        <comment>a seat's name, then the computer's level</comment>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Summary so far: %1 of %n decisions analysed</source>
        <translation>
            <numerusform>Bilan provisoire : %1 sur %n décision analysée</numerusform>
            <numerusform>Bilan provisoire : %1 sur %n décisions analysées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Summary of the analysis of %n decisions</source>
        <translation>
            <numerusform>Bilan de l’analyse de %n décision</numerusform>
            <numerusform>Bilan de l’analyse de %n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the biggest mistakes</source>
        <translation>%1 : les plus grosses erreurs</translation>
    </message>
    <message>
        <source>No decision lost points.</source>
        <translation>Aucune décision n’a perdu de points.</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Go to this decision in the review</source>
        <translation>Aller à cette décision dans la revue</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost</source>
        <translation>
            <numerusform>%1 point perdu</numerusform>
            <numerusform>%1 points perdus</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1, %2: %3; go to it</source>
        <translation>Tour %1, %2 : %3 ; y aller</translation>
    </message>
    <message>
        <source>Accuracy: the mean points lost a decision (lower is better)</source>
        <translation>Précision : les points perdus en moyenne par décision (le moins est le mieux)</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions</source>
        <translation>
            <numerusform>%n décision</numerusform>
            <numerusform>%n décisions</numerusform>
        </translation>
    </message>
    <message>
        <source>The computer levels, on games between them</source>
        <translation>Les niveaux de l’ordinateur, mesurés sur des parties entre eux</translation>
    </message>
    <message>
        <source>The summary comes with the analysis (Review &gt; Analyse the game)</source>
        <translation>Le bilan vient avec l’analyse (Revoir &gt; Analyser la partie)</translation>
    </message>
    <message>
        <source>Summary of the game</source>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>Each person's biggest mistakes, each turn a button that goes to it, and every player's accuracy beside the computer levels'</source>
        <translation>Les plus grosses erreurs de chaque personne, chaque tour étant un bouton qui y mène, et la précision de chaque joueur à côté de celle des niveaux de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>swc::ui::HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;Continue a saved game...</source>
        <translation>&amp;Reprendre une partie enregistrée…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Network&lt;/b&gt;</source>
        <translation>&lt;b&gt;Réseau&lt;/b&gt;</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de pa&amp;sse :</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Continuing %1: the players who join with their old names take their seats back.</source>
        <translation>Reprise de %1 : les joueurs qui rejoignent la partie sous leur ancien nom retrouvent leur place.</translation>
    </message>
    <message>
        <source>The others join at one of these addresses (your firewall must let port %1 in):</source>
        <translation>Les autres rejoignent la partie à l’une de ces adresses (votre pare-feu doit laisser entrer le port %1) :</translation>
    </message>
    <message>
        <source>Continue a saved game</source>
        <translation>Reprendre une partie enregistrée</translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation>Parties enregistrées (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>the saved game's own</source>
        <translation>celui de la partie enregistrée</translation>
    </message>
    <message>
        <source>TLS key</source>
        <translation>Clé TLS</translation>
    </message>
    <message>
        <source>TLS certificate</source>
        <translation>Certificat TLS</translation>
    </message>
    <message>
        <source>PEM files (*.pem *.crt *.cer *.key)</source>
        <translation>Fichiers PEM (*.pem *.crt *.cer *.key)</translation>
    </message>
    <message>
        <source>TLS certificate:</source>
        <translation>Certificat TLS :</translation>
    </message>
    <message>
        <source>none: the connections are not encrypted (ws://)</source>
        <translation>aucun : les connexions ne sont pas chiffrées (ws://)</translation>
    </message>
    <message>
        <source>TLS key:</source>
        <translation>Clé TLS :</translation>
    </message>
    <message>
        <source>the certificate's private key (PEM)</source>
        <translation>la clé privée du certificat (PEM)</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Give both the TLS certificate and its key, or neither.</source>
        <translation>Indiquez le certificat TLS et sa clé, ou aucun des deux.</translation>
    </message>
    <message>
        <source>Time per t&amp;urn:</source>
        <translation>Durée d’un to&amp;ur :</translation>
    </message>
    <message>
        <source>Off (friends)</source>
        <translation>Illimitée (entre amis)</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 secondes</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minute</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation>2 minutes</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minutes</translation>
    </message>
    <message>
        <source>A player who has not played in time has that turn played by an easy computer; after three such turns in a row, the computer keeps the seat. Suggested for players you do not know.</source>
        <translation>Quand un joueur n’a pas joué à temps, un ordinateur facile joue ce tour à sa place ; après trois tours de suite ainsi, l’ordinateur garde sa place. Conseillé entre joueurs qui ne se connaissent pas.</translation>
    </message>
    <message>
        <source>Addresses to give the other players</source>
        <translation>Adresses à donner aux autres joueurs</translation>
    </message>
</context>
<context>
    <name>swc::ui::JoinDialog</name>
    <message>
        <source>Join a network game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;Address of the host:</source>
        <translation>&amp;Adresse de l’hôte :</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort :</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Mot de pa&amp;sse :</translation>
    </message>
    <message>
        <source>if the host set one</source>
        <translation>si l’hôte en a choisi un</translation>
    </message>
    <message>
        <source>The name may not hold control characters.</source>
        <translation>Le nom ne peut pas contenir de caractères de contrôle.</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.20 or wss://games.example.org:7777</source>
        <translation>p. ex. 192.168.1.20 ou wss://games.example.org:7777</translation>
    </message>
    <message>
        <source>Type the address the host gave you, e.g. 192.168.1.20 or wss://games.example.org:7777.</source>
        <translation>Tapez l’adresse que l’hôte vous a donnée, p. ex. 192.168.1.20 ou wss://games.example.org:7777.</translation>
    </message>
</context>
<context>
    <name>swc::ui::LastTurnDock</name>
    <message>
        <source>Last turn</source>
        <translation>Dernier tour</translation>
    </message>
    <message>
        <source>The battles and scores of the last turn</source>
        <translation>Les batailles et les points du dernier tour</translation>
    </message>
</context>
<context>
    <name>swc::ui::Lobby</name>
    <message>
        <source>Network game: lobby</source>
        <translation>Partie en réseau : salon</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <source>Start with &amp;computers in the free seats:</source>
        <translation>Commencer avec des &amp;ordinateurs aux places libres :</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Connecting to the host...</source>
        <translation>Connexion à l’hôte…</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n player(s)&lt;/b&gt;%1, tile set: %2 (%3 tiles). House rules: %4.</source>
        <translation>
            <numerusform>&lt;b&gt;%n joueur&lt;/b&gt;%1, jeu de tuiles : %2 (%3 tuiles). Variantes : %4.</numerusform>
            <numerusform>&lt;b&gt;%n joueurs&lt;/b&gt;%1, jeu de tuiles : %2 (%3 tuiles). Variantes : %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>, in teams</source>
        <translation>, en équipes</translation>
    </message>
    <message>
        <source>The others join at one of these addresses (Game &gt; Join a network game):</source>
        <translation>Les autres rejoignent la partie à l’une de ces adresses (Partie &gt; Rejoindre une partie en réseau) :</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>(open)</source>
        <translation>(libre)</translation>
    </message>
    <message>
        <source>waiting for a player</source>
        <translation>en attente d’un joueur</translation>
    </message>
    <message>
        <source>%1 (this computer)</source>
        <translation>%1 (cet ordinateur)</translation>
    </message>
    <message>
        <source>joined</source>
        <translation>présent</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <source>The game has started.</source>
        <translation>La partie a commencé.</translation>
    </message>
    <message>
        <source>Every seat is taken: start the game when you are ready.</source>
        <translation>Toutes les places sont prises : commencez la partie quand vous êtes prêt.</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open: wait for the others, or start with computers in them.</source>
        <translation>
            <numerusform>%n place encore libre : attendez les autres, ou commencez avec un ordinateur à sa place.</numerusform>
            <numerusform>%n places encore libres : attendez les autres, ou commencez avec des ordinateurs à leur place.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the host to start the game...</source>
        <translation>En attente du lancement de la partie par l’hôte…</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no house rule</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Let the player &amp;back in</source>
        <translation>&amp;Laisser revenir le joueur</translation>
    </message>
    <message>
        <source>Frees the seat of a disconnected player: they take it back by joining again with the same name.</source>
        <translation>Libère la place d’un joueur déconnecté : il la reprend en rejoignant la partie sous le même nom.</translation>
    </message>
    <message>
        <source>&amp;Give the seat to a computer</source>
        <translation>&amp;Confier la place à un ordinateur</translation>
    </message>
    <message>
        <source>A computer (medium) plays the seat of a disconnected player from now on.</source>
        <translation>Un ordinateur (moyen) joue désormais à la place du joueur déconnecté.</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Time per turn: %1, then a computer plays the turn.</source>
        <translation>Durée d’un tour : %1, puis un ordinateur joue le tour.</translation>
    </message>
</context>
<context>
    <name>swc::ui::LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new game begins.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Une nouvelle partie commence.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Every turn of the game so far, in words</source>
        <translation>Tous les tours de la partie jusqu’ici, en toutes lettres</translation>
    </message>
</context>
<context>
    <name>swc::ui::MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nouvelle partie...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Rotate clockwise</source>
        <translation>&amp;Tourner dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate &amp;anticlockwise</source>
        <translation>Tourner dans le sens &amp;antihoraire</translation>
    </message>
    <message>
        <source>Draw from the &amp;pile</source>
        <translation>Piocher dans la &amp;pioche</translation>
    </message>
    <message>
        <source>&amp;No meeple</source>
        <translation>&amp;Aucun pion</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Finir le tour</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>&amp;Ajuster au plateau</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Résumé des règles</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Game records (*.yaml *.yml)</source>
        <translation>Parties enregistrées (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistré dans %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Résumé des règles</translation>
    </message>
    <message>
        <source>About Carcassonne: Star Wars</source>
        <translation>À propos de Carcassonne : Star Wars</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Carcassonne: Star Wars for the desktop&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Place tiles, send merchants, explorers and conquerors, and fight dice battles, at one screen for 2 to 5 players.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Carcassonne : Star Wars pour l’ordinateur&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Posez des tuiles, envoyez marchands, explorateurs et conquérants, et livrez des batailles de dés, sur un seul écran, de 2 à 5 joueurs.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Computer &amp;speed</source>
        <translation>&amp;Vitesse de l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>The game could not be saved automatically: %1</source>
        <translation>La partie n’a pas pu être sauvegardée automatiquement : %1</translation>
    </message>
    <message>
        <source>Carcassonne: Star Wars[*]</source>
        <translation>Carcassonne : Star Wars[*]</translation>
    </message>
    <message>
        <source>%1[*] - Carcassonne: Star Wars</source>
        <translation>%1[*] – Carcassonne : Star Wars</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Final scoring</source>
        <translation>&amp;Décompte final</translation>
    </message>
    <message>
        <source>Save the game?</source>
        <translation>Enregistrer la partie ?</translation>
    </message>
    <message>
        <source>The game in progress has turns that are not saved. Save the game in progress?</source>
        <translation>La partie en cours a des tours qui ne sont pas enregistrés. Enregistrer la partie en cours ?</translation>
    </message>
    <message>
        <source>The game was not saved, and the file on disk is unchanged.
%1</source>
        <translation>La partie n’a pas été enregistrée, et le fichier sur le disque est inchangé.
%1</translation>
    </message>
    <message>
        <source>Hint: take the face-up tile that is marked.</source>
        <translation>Conseil : prenez la tuile visible qui est marquée.</translation>
    </message>
    <message>
        <source>Hint: draw from the pile.</source>
        <translation>Conseil : piochez.</translation>
    </message>
    <message>
        <source>Hint: put the tile on the cell framed in blue, turned as shown, with a %1 on the spot marked in blue.</source>
        <translation>Conseil : posez la tuile sur la case encadrée de bleu, tournée comme montré, avec un %1 sur l’emplacement marqué en bleu.</translation>
    </message>
    <message>
        <source>Hint: put the tile on the cell framed in blue, turned as shown, with no meeple.</source>
        <translation>Conseil : posez la tuile sur la case encadrée de bleu, tournée comme montré, sans pion.</translation>
    </message>
    <message>
        <source>%1[*] - Tile sets - Carcassonne: Star Wars</source>
        <translation>%1[*] – Jeux de tuiles – Carcassonne : Star Wars</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sans titre</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play: the board and the game in progress (%1)</source>
        <translation>Jouer : le plateau et la partie en cours (%1)</translation>
    </message>
    <message>
        <source>Tile sets</source>
        <translation>Jeux de tuiles</translation>
    </message>
    <message>
        <source>Tile sets: design and check a tile set, then play it (%1)</source>
        <translation>Jeux de tuiles : créer et vérifier un jeu de tuiles, puis y jouer (%1)</translation>
    </message>
    <message>
        <source>Modes</source>
        <translation>Modes</translation>
    </message>
    <message>
        <source>Cannot host the game</source>
        <translation>Impossible d’héberger la partie</translation>
    </message>
    <message>
        <source>Cannot rejoin the game</source>
        <translation>Impossible de rejoindre la partie</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Cannot recover the tile set</source>
        <translation>Impossible de récupérer le jeu de tuiles</translation>
    </message>
    <message>
        <source>The tile set's recovery copy could not be written: %1</source>
        <translation>La copie de secours du jeu de tuiles n’a pas pu être écrite : %1</translation>
    </message>
    <message>
        <source>Review a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>%1 - Review - Carcassonne: Star Wars</source>
        <translation>%1 – Revoir – Carcassonne : Star Wars</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Review: watch a game again step by step, and play on from any step (%1)</source>
        <translation>Revoir : suivre de nouveau une partie, étape par étape, et la reprendre à partir de n’importe quelle étape (%1)</translation>
    </message>
    <message>
        <source>Re&amp;view a game…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>Review &amp;this game</source>
        <translation>Revoir &amp;cette partie</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>Preparing the review…</source>
        <translation>Préparation de la partie à revoir…</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <source>Move now: the computer stops thinking and plays the best move it has found (%1)</source>
        <translation>Jouer maintenant : l’ordinateur cesse de réfléchir et joue le meilleur coup qu’il a trouvé (%1)</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <comment>a computer player, its level</comment>
        <translation>%1 (%2) réfléchit…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message numerus="yes">
        <source>Back to your last turn: the computers' moves after it are taken back too (%n turn(s)); they will play again.</source>
        <translation>
            <numerusform>Retour à votre dernier tour : les coups joués ensuite par les ordinateurs sont repris aussi (%n tour) et seront rejoués.</numerusform>
            <numerusform>Retour à votre dernier tour : les coups joués ensuite par les ordinateurs sont repris aussi (%n tours) et seront rejoués.</numerusform>
        </translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <source>%1 no longer exists: it is removed from the recent games.</source>
        <translation>%1 n’existe plus : la partie est retirée de la liste des parties récentes.</translation>
    </message>
    <message>
        <source>&amp;Colour-blind palette</source>
        <translation>Palette pour &amp;daltoniens</translation>
    </message>
    <message>
        <source>Colours that players with red-green or blue-yellow colour blindness tell apart, for the players and the board's marks</source>
        <translation>Des couleurs que distinguent les joueurs daltoniens (rouge-vert ou bleu-jaune), pour les joueurs et les repères du plateau</translation>
    </message>
    <message>
        <source>%1 is an older save: it is replayed with the draw pile of the version that saved it.</source>
        <translation>%1 est une sauvegarde ancienne : elle est rejouée avec la pioche de la version qui l’a enregistrée.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <source>The game in play</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <source>Reading the work left unfinished…</source>
        <translation>Lecture du travail laissé en cours…</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Autres boutons</translation>
    </message>
    <message>
        <source>Review – %1</source>
        <translation>Revoir – %1</translation>
    </message>
    <message numerus="yes">
        <source>Tile set “%1”: its YAML text cannot be read (%n problem(s)).</source>
        <translation>
            <numerusform>Jeu de tuiles « %1 » : son texte YAML ne peut pas être lu (%n problème).</numerusform>
            <numerusform>Jeu de tuiles « %1 » : son texte YAML ne peut pas être lu (%n problèmes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile set “%1”: %2.</source>
        <translation>Jeu de tuiles « %1 » : %2.</translation>
    </message>
    <message numerus="yes">
        <source>Tile set “%1”: %2; %n problem(s).</source>
        <translation>
            <numerusform>Jeu de tuiles « %1 » : %2 ; %n problème.</numerusform>
            <numerusform>Jeu de tuiles « %1 » : %2 ; %n problèmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Réduire les a&amp;nimations</translation>
    </message>
    <message>
        <source>No movement on the board: tiles, meeples, dice and points appear at once</source>
        <translation>Rien ne bouge sur le plateau : tuiles, meeples, dés et points apparaissent aussitôt</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>&amp;Tutorial</source>
        <translation>&amp;Didacticiel</translation>
    </message>
</context>
<context>
    <name>swc::ui::MeepleDock</name>
    <message>
        <source>Meeple</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Valider (Entrée)</translation>
    </message>
    <message>
        <source>End turn (Enter)</source>
        <translation>Finir le tour (Entrée)</translation>
    </message>
    <message>
        <source>Keep it in the reserve</source>
        <translation>Le garder dans la réserve</translation>
    </message>
    <message>
        <source>No meeple</source>
        <translation>Aucun pion</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle on %1!&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bataille sur %1 !&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Your chance of winning: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Vos chances de gagner : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Where to set a meeple on the tile just placed, or none</source>
        <translation>Où poser un pion sur la tuile qui vient d’être posée, ou aucun</translation>
    </message>
</context>
<context>
    <name>swc::ui::MoveList</name>
    <message>
        <source>%1 %2</source>
        <comment>a player's glyph, then their name</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>+%1</source>
        <comment>points scored</comment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Mistakes only (? and ??)</source>
        <translation>Erreurs seulement (marquées «  ? » ou «  ?? »)</translation>
    </message>
    <message>
        <source>Show only the decisions the analysis marked ? or ??</source>
        <translation>Ne montrer que les décisions que l’analyse a marquées «  ? » ou «  ?? »</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Points lost against the best move found</source>
        <translation>Points perdus face au meilleur coup trouvé</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <source>Every decision in order; Enter or the arrows go to it in the review</source>
        <translation>Chaque décision dans l’ordre ; Entrée ou les flèches y vont dans la revue</translation>
    </message>
</context>
<context>
    <name>swc::ui::NetPlay</name>
    <message>
        <source>&amp;Host a network game...</source>
        <translation>&amp;Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>&amp;Join a network game...</source>
        <translation>&amp;Rejoindre une partie en réseau…</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Réseau</translation>
    </message>
    <message>
        <source>Show the &amp;lobby</source>
        <translation>Afficher le &amp;salon</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Discussion</translation>
    </message>
    <message>
        <source>&amp;Give a seat to a computer</source>
        <translation>&amp;Confier une place à un ordinateur</translation>
    </message>
    <message>
        <source>L&amp;eave the network game</source>
        <translation>&amp;Quitter la partie en réseau</translation>
    </message>
    <message>
        <source>Cannot host the game</source>
        <translation>Impossible d’héberger la partie</translation>
    </message>
    <message>
        <source>Cannot copy %1 to %2.</source>
        <translation>Impossible de copier %1 vers %2.</translation>
    </message>
    <message>
        <source>The game cannot be hosted: %1</source>
        <translation>La partie ne peut pas être hébergée : %1</translation>
    </message>
    <message>
        <source>Cannot receive players on port %1: %2</source>
        <translation>Impossible de recevoir des joueurs sur le port %1 : %2</translation>
    </message>
    <message>
        <source>The server's record of the game cannot be read: %1</source>
        <translation>L’enregistrement de la partie envoyé par le serveur est illisible : %1</translation>
    </message>
    <message>
        <source>The server's record of the game does not replay: %1</source>
        <translation>L’enregistrement de la partie envoyé par le serveur ne se rejoue pas : %1</translation>
    </message>
    <message>
        <source>The connection to the game is lost: trying again...</source>
        <translation>La connexion à la partie est perdue : nouvel essai en cours…</translation>
    </message>
    <message>
        <source>Connected again: the game goes on.</source>
        <translation>De nouveau connecté : la partie continue.</translation>
    </message>
    <message>
        <source>The network game is over for this program: %1</source>
        <translation>La partie en réseau est terminée pour ce programme : %1</translation>
    </message>
    <message>
        <source>This game needs a password, and it was missing or wrong.</source>
        <translation>Cette partie demande un mot de passe, et il manquait ou était faux.</translation>
    </message>
    <message>
        <source>The host runs another version of the program (%1).</source>
        <translation>L’hôte utilise une autre version du programme (%1).</translation>
    </message>
    <message>
        <source>This game has no seat for you any more.</source>
        <translation>Cette partie n’a plus de place pour vous.</translation>
    </message>
    <message>
        <source>The host has too many connections now: try again later.</source>
        <translation>L’hôte a trop de connexions en ce moment : réessayez plus tard.</translation>
    </message>
    <message>
        <source>Some seats are still open: wait for the players, or start with computers.</source>
        <translation>Des places sont encore libres : attendez les joueurs, ou commencez avec des ordinateurs.</translation>
    </message>
    <message>
        <source>The host gave your seat to a computer: you are watching the game.</source>
        <translation>L’hôte a confié votre place à un ordinateur : vous regardez la partie.</translation>
    </message>
    <message>
        <source>Your seat was taken by another connection with your token.</source>
        <translation>Votre place a été reprise par une autre connexion avec votre jeton.</translation>
    </message>
    <message>
        <source>Too many messages: the host closed the connection.</source>
        <translation>Trop de messages : l’hôte a fermé la connexion.</translation>
    </message>
    <message>
        <source>The host refused: %1</source>
        <translation>L’hôte a refusé : %1</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>un spectateur</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>%1 (disconnected)</source>
        <translation>%1 (déconnecté)</translation>
    </message>
    <message>
        <source>Let a player &amp;back in</source>
        <translation>&amp;Laisser revenir un joueur</translation>
    </message>
    <message>
        <source>Cannot rejoin the game</source>
        <translation>Impossible de rejoindre la partie</translation>
    </message>
    <message>
        <source>This game is hosted by another window or program already.</source>
        <translation>Cette partie est déjà hébergée par une autre fenêtre ou un autre programme.</translation>
    </message>
    <message>
        <source>This game cannot be offered again if the program stops: %1</source>
        <translation>Cette partie ne pourra pas être proposée de nouveau si le programme s’arrête : %1</translation>
    </message>
    <message>
        <source>Keep the network game?</source>
        <translation>Garder la partie en réseau ?</translation>
    </message>
    <message>
        <source>Keep this network game to continue it later?</source>
        <translation>Garder cette partie en réseau pour la reprendre plus tard ?</translation>
    </message>
    <message>
        <source>The game stops for everyone now. Kept, it is offered again at the next start and by Game &gt; Host a network game: the players take their seats back when they rejoin.</source>
        <translation>La partie s’arrête maintenant pour tout le monde. Gardée, elle est proposée de nouveau au prochain démarrage et par Partie &gt; Héberger une partie en réseau : les joueurs retrouvent leur place en la rejoignant.</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Garder</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Quitter la partie en réseau ?</translation>
    </message>
    <message>
        <source>Your seat is kept: you can rejoin the game later (at the next start, or by Game &gt; Join a network game), unless the host gives your seat to a computer.</source>
        <translation>Votre place est gardée : vous pourrez rejoindre la partie plus tard (au prochain démarrage, ou par Partie &gt; Rejoindre une partie en réseau), à moins que l’hôte ne la confie à un ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Give up your seat?</source>
        <translation>Renoncer à votre place ?</translation>
    </message>
    <message>
        <source>Give up your seat in the network game? The host can then give it to a computer; to come back, ask the host to let you back in.</source>
        <translation>Renoncer à votre place dans la partie en réseau ? L’hôte pourra alors la confier à un ordinateur ; pour revenir, demandez à l’hôte de vous laisser revenir.</translation>
    </message>
    <message>
        <source>Your seat cannot be kept for a rejoin after a crash: %1</source>
        <translation>Votre place ne peut pas être gardée pour revenir après un plantage : %1</translation>
    </message>
    <message>
        <source>Every seat of this game is taken. If you had a seat in it, ask the host to let you back in (Network &gt; Let a player back in), then join again with the same name.</source>
        <translation>Toutes les places de cette partie sont prises. Si vous y aviez une place, demandez à l’hôte de vous laisser revenir (Réseau &gt; Laisser revenir un joueur), puis rejoignez-la sous le même nom.</translation>
    </message>
    <message>
        <source>Let %1 back in</source>
        <translation>Laisser revenir %1</translation>
    </message>
    <message>
        <source>Give %1's seat to a computer</source>
        <translation>Confier la place de %1 à un ordinateur</translation>
    </message>
    <message>
        <source>The certificate cannot be used: %1</source>
        <translation>Le certificat est inutilisable : %1</translation>
    </message>
    <message>
        <source>Not joined: the certificate of %1 was not accepted.</source>
        <translation>Partie non rejointe : le certificat de %1 n’a pas été accepté.</translation>
    </message>
    <message>
        <source>You ran out of time three turns in a row: a computer plays your seat, and you are watching the game.</source>
        <translation>Vous avez dépassé le temps trois tours de suite : un ordinateur joue désormais à votre place, et vous regardez la partie.</translation>
    </message>
    <message>
        <source>No computer is called %1: check the address.</source>
        <translation>Aucun ordinateur ne s’appelle %1 : vérifiez l’adresse.</translation>
    </message>
    <message>
        <source>%1 refused the connection: no game is hosted on that port (is the host's game open?).</source>
        <translation>%1 a refusé la connexion : aucune partie n’est hébergée sur ce port (la partie de l’hôte est-elle ouverte ?).</translation>
    </message>
    <message>
        <source>%1 does not answer: check the address, and that the host's firewall lets the port in.</source>
        <translation>%1 ne répond pas : vérifiez l’adresse, et que le pare-feu de l’hôte laisse entrer le port.</translation>
    </message>
    <message>
        <source>%1 ran out of time three turns in a row: a computer plays the seat from now on.</source>
        <translation>%1 a dépassé le temps trois tours de suite : un ordinateur joue désormais à sa place.</translation>
    </message>
    <message>
        <source>Time is up for %1: a computer plays this turn.</source>
        <translation>Le temps de %1 est écoulé : un ordinateur joue ce tour.</translation>
    </message>
    <message>
        <source>The game is saved again.</source>
        <translation>La partie est de nouveau enregistrée.</translation>
    </message>
    <message>
        <source>The game cannot be saved (%1). The last whole save is kept; saving is tried again at every move.</source>
        <translation>La partie ne peut pas être enregistrée (%1). La dernière sauvegarde complète est conservée ; l’enregistrement est retenté à chaque coup.</translation>
    </message>
    <message>
        <source>The host stopped the game and keeps it: it goes on when they host it again.</source>
        <translation>L’hôte a arrêté la partie et la garde : elle reprendra quand il l’hébergera de nouveau.</translation>
    </message>
    <message>
        <source>The host stopped the game.</source>
        <translation>L’hôte a arrêté la partie.</translation>
    </message>
    <message>
        <source>The host stopped the game</source>
        <translation>L’hôte a arrêté la partie</translation>
    </message>
    <message>
        <source>The host stopped the network game and keeps it to continue it later.</source>
        <translation>L’hôte a arrêté la partie en réseau et la garde pour la continuer plus tard.</translation>
    </message>
    <message>
        <source>Your seat is kept: this window takes it back when the host hosts the game again, and later Game &gt; Join a network game offers it.</source>
        <translation>Votre place est gardée : cette fenêtre la reprendra quand l’hôte hébergera de nouveau la partie, et plus tard Partie &gt; Rejoindre une partie en réseau vous la proposera.</translation>
    </message>
    <message>
        <source>The host stopped the network game for everyone.</source>
        <translation>L’hôte a arrêté la partie en réseau pour tout le monde.</translation>
    </message>
    <message>
        <source>&amp;Keep the game</source>
        <translation>&amp;Garder la partie</translation>
    </message>
    <message>
        <source>Keep the game here to play it on, with computers in the other players' seats, and save it when you like? Otherwise it is not kept anywhere.</source>
        <translation>Garder la partie ici pour la continuer, avec des ordinateurs à la place des autres joueurs, et l’enregistrer quand vous voudrez ? Sinon, elle n’est gardée nulle part.</translation>
    </message>
    <message>
        <source>The game you left at this address is over or no longer hosted there: this is another game.</source>
        <translation>La partie que vous avez quittée à cette adresse est terminée ou n’y est plus hébergée : celle-ci est une autre partie.</translation>
    </message>
    <message>
        <source>Play o&amp;nline...</source>
        <translation>Jouer en &amp;ligne…</translation>
    </message>
</context>
<context>
    <name>swc::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>&amp;Team play (red and green against black and white)</source>
        <translation>&amp;Par équipes (rouge et vert contre noir et blanc)</translation>
    </message>
    <message>
        <source>Seats, in playing order:</source>
        <translation>Places, dans l’ordre de jeu :</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>House rules:</source>
        <translation>Variantes :</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number, or empty for a random game.</source>
        <translation>La graine doit être un nombre entier, ou vide pour une partie au hasard.</translation>
    </message>
    <message>
        <source>Team play needs four players: red, black, green, white.</source>
        <translation>Le jeu par équipes demande quatre joueurs : rouge, noir, vert, blanc.</translation>
    </message>
    <message>
        <source>Each player needs a different colour.</source>
        <translation>Chaque joueur doit avoir une couleur différente.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a house rule: its name, then what it changes</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 (from the editor, as it is now)</source>
        <translation>%1 (de l’éditeur, dans son état actuel)</translation>
    </message>
    <message>
        <source>%1 (built in)</source>
        <translation>%1 (fourni)</translation>
    </message>
    <message>
        <source>Other file...</source>
        <translation>Autre fichier…</translation>
    </message>
    <message>
        <source>Choose a tile set</source>
        <translation>Choisir un jeu de tuiles</translation>
    </message>
    <message>
        <source>Tile sets (*.yaml *.yml)</source>
        <translation>Jeux de tuiles (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>This tile set cannot be played: %1</source>
        <translation>Ce jeu de tuiles ne peut pas servir à jouer : %1</translation>
    </message>
    <message>
        <source>T&amp;ile set:</source>
        <translation>Jeu de t&amp;uiles :</translation>
    </message>
    <message>
        <source>Choose a tile set that can be played.</source>
        <translation>Choisissez un jeu de tuiles jouable.</translation>
    </message>
    <message numerus="yes">
        <source>This set changes %n of the rulebook's scoring numbers.</source>
        <translation>
            <numerusform>Ce jeu change %n nombre du décompte de la règle.</numerusform>
            <numerusform>Ce jeu change %n nombres du décompte de la règle.</numerusform>
        </translation>
    </message>
    <message>
        <source>A person at this computer</source>
        <translation>Un humain sur cet ordinateur</translation>
    </message>
    <message>
        <source>Open: a player at another computer</source>
        <translation>Libre : un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Couleur du joueur %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
</context>
<context>
    <name>swc::ui::OnlineDialog</name>
    <message>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé : %1</translation>
    </message>
    <message>
        <source>Type the address of a server with a lobby, e.g. wss://games.example.org or 192.168.1.20:7777.</source>
        <translation>Tapez l’adresse d’un serveur avec un salon, p. ex. wss://games.example.org ou 192.168.1.20:7777.</translation>
    </message>
    <message>
        <source>Type your name: the others see it in the lobby and at the tables.</source>
        <translation>Tapez votre nom : les autres le voient dans le salon et aux tables.</translation>
    </message>
    <message numerus="yes">
        <source>In the lobby of %1 as %2: %n table(s).</source>
        <translation>
            <numerusform>Dans le salon de %1 sous le nom %2 : %n table.</numerusform>
            <numerusform>Dans le salon de %1 sous le nom %2 : %n tables.</numerusform>
        </translation>
    </message>
    <message>
        <source>No computer is called %1: check the address.</source>
        <translation>Aucun ordinateur ne s’appelle %1 : vérifiez l’adresse.</translation>
    </message>
    <message>
        <source>%1 refused the connection: no server listens on that port.</source>
        <translation>%1 a refusé la connexion : aucun serveur n’écoute sur ce port.</translation>
    </message>
    <message>
        <source>%1 does not answer: check the address, or try again later.</source>
        <translation>%1 ne répond pas : vérifiez l’adresse, ou réessayez plus tard.</translation>
    </message>
    <message>
        <source>The connection with %1 was lost: connect again.</source>
        <translation>La connexion avec %1 est perdue : connectez-vous de nouveau.</translation>
    </message>
    <message>
        <source>%1 has no lobby (is it a server started with --lobby?): %2</source>
        <translation>%1 n’a pas de salon (ce serveur a-t-il été lancé avec --lobby ?) : %2</translation>
    </message>
    <message>
        <source>No secure connection with %1: %2</source>
        <translation>Pas de connexion sécurisée avec %1 : %2</translation>
    </message>
    <message>
        <source>Not connected: %1</source>
        <translation>Pas de connexion : %1</translation>
    </message>
    <message>
        <source>Table's password</source>
        <translation>Mot de passe de la table</translation>
    </message>
    <message>
        <source>The table %1 needs a password:</source>
        <translation>La table %1 demande un mot de passe :</translation>
    </message>
    <message>
        <source>Play online</source>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur :</translation>
    </message>
    <message>
        <source>a server with a lobby, e.g. wss://games.example.org</source>
        <translation>un serveur avec un salon, p. ex. wss://games.example.org</translation>
    </message>
    <message>
        <source>C&amp;onnect</source>
        <translation>Se c&amp;onnecter</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>&amp;Tables:</source>
        <translation>&amp;Tables :</translation>
    </message>
    <message>
        <source>C&amp;hat in the lobby:</source>
        <translation>Disc&amp;ussion dans le salon :</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Re&amp;garder</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Type the address of a server with a lobby (sw-carcassonne-server --lobby), then Connect.</source>
        <translation>Tapez l’adresse d’un serveur avec un salon (sw-carcassonne-server --lobby), puis Se connecter.</translation>
    </message>
    <message>
        <source>The server's tables, live: choose one to join or watch it, Enter joins.</source>
        <translation>Les tables du serveur, en direct : choisissez-en une pour la rejoindre ou la regarder ; Entrée la rejoint.</translation>
    </message>
    <message>
        <source>The connection to the server, and what it answered.</source>
        <translation>La connexion au serveur, et ce qu’il a répondu.</translation>
    </message>
    <message>
        <source>The chat of everyone in the lobby.</source>
        <translation>La discussion de tous ceux qui sont dans le salon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Creating the table %1…</source>
        <translation>Création de la table %1…</translation>
    </message>
    <message>
        <source>&amp;Create a table…</source>
        <translation>&amp;Créer une table…</translation>
    </message>
</context>
<context>
    <name>swc::ui::PanelFold</name>
    <message>
        <source>All panels</source>
        <translation>Tous les panneaux</translation>
    </message>
    <message>
        <source>Bring every panel back (%1)</source>
        <translation>Ramener tous les panneaux (%1)</translation>
    </message>
    <message>
        <source>Bring the %1 panel back</source>
        <translation>Ramener le panneau %1</translation>
    </message>
    <message>
        <source>Fold the &amp;panels</source>
        <translation>Replier les &amp;panneaux</translation>
    </message>
    <message>
        <source>Fold the panels to a strip at the side, the board taking their room; the same key brings them back (%1)</source>
        <translation>Replier les panneaux en une bande sur le côté, le plateau prenant leur place ; la même touche les ramène (%1)</translation>
    </message>
    <message>
        <source>Folded panels</source>
        <translation>Panneaux repliés</translation>
    </message>
</context>
<context>
    <name>swc::ui::PlayFromHereDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Seats, in playing order:</source>
        <translation>Places, dans l’ordre de jeu :</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>&amp;Keep the record's seed (the tiles come in the same order)</source>
        <translation>&amp;Garder la graine de la partie enregistrée (les tuiles arrivent dans le même ordre)</translation>
    </message>
    <message>
        <source>The game reviewed and its file stay as they are; the new game is not saved until you save it.</source>
        <translation>La partie revue et son fichier restent tels quels ; la nouvelle partie n’est enregistrée que si vous l’enregistrez.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>With Intel and Rumours the face-up tiles come from the pile as the seed orders it: the new game keeps the record's seed.</source>
        <translation>Avec Renseignements et rumeurs, les tuiles visibles viennent de la pioche dans l’ordre que fixe la graine : la nouvelle partie garde la graine de la partie enregistrée.</translation>
    </message>
    <message>
        <source>The tiles still to come arrive in the record's order, and the dice roll as the record's seed rolls them.</source>
        <translation>Les tuiles restantes arrivent dans l’ordre de la partie enregistrée, et les dés tombent comme le veut sa graine.</translation>
    </message>
    <message>
        <source>The tiles still to come are shuffled again with a new seed, and the dice of the battles to come roll anew. What was played stays as it was.</source>
        <translation>Les tuiles restantes sont mélangées de nouveau avec une nouvelle graine, et les dés des batailles à venir sont relancés. Ce qui a été joué reste tel quel.</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
</context>
<context>
    <name>swc::ui::PlayersDock</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Routes</source>
        <translation>Routes</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planètes</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>End</source>
        <comment>final scoring, short</comment>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Team total</source>
        <translation>Total de l’équipe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Faction</translation>
    </message>
    <message>
        <source>Team score</source>
        <translation>Score d’équipe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Small</source>
        <translation>Petits</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grands</translation>
    </message>
    <message>
        <source>Small meeples left</source>
        <translation>Petits pions restants</translation>
    </message>
    <message>
        <source>Large meeple left</source>
        <translation>Grand pion restant</translation>
    </message>
    <message>
        <source>%1 (disconnected)</source>
        <translation>%1 (déconnecté)</translation>
    </message>
    <message>
        <source>%1 (free seat)</source>
        <translation>%1 (place libre)</translation>
    </message>
    <message>
        <source>Connection of the players at other computers</source>
        <translation>Connexion des joueurs sur d’autres ordinateurs</translation>
    </message>
    <message>
        <source>%1 is connected.</source>
        <translation>%1 est connecté.</translation>
    </message>
    <message>
        <source>%1 is disconnected: the game waits for them to come back.</source>
        <translation>%1 est déconnecté : la partie attend son retour.</translation>
    </message>
    <message>
        <source>%1's seat is free: the game waits for its player to join again.</source>
        <translation>La place de %1 est libre : la partie attend que son joueur la rejoigne.</translation>
    </message>
    <message>
        <source>Each player's faction, score and meeples left; at the end, the final scores by kind</source>
        <translation>La faction, le score et les pions restants de chaque joueur ; à la fin, le décompte final par catégorie</translation>
    </message>
</context>
<context>
    <name>swc::ui::ReplayPanel</name>
    <message>
        <source>as good as the best move found</source>
        <translation>aussi bon que le meilleur coup trouvé</translation>
    </message>
    <message numerus="yes">
        <source>%1 points less than the best move found</source>
        <translation>
            <numerusform>%1 point de moins que le meilleur coup trouvé</numerusform>
            <numerusform>%1 points de moins que le meilleur coup trouvé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points more than the best move found</source>
        <translation>
            <numerusform>%1 point de plus que le meilleur coup trouvé</numerusform>
            <numerusform>%1 points de plus que le meilleur coup trouvé</numerusform>
        </translation>
    </message>
    <message>
        <source>Your new move, %1: %2.</source>
        <translation>Votre nouveau coup, %1 : %2.</translation>
    </message>
    <message>
        <source>In the game, %1: %2.</source>
        <translation>Dans la partie, %1 : %2.</translation>
    </message>
    <message>
        <source>Best found: %1.</source>
        <translation>Meilleur coup trouvé : %1.</translation>
    </message>
    <message>
        <source>Values, in points ahead of the best other side: your move %1, the game's %2, the best %3.</source>
        <translation>Valeurs, en points d’avance sur le meilleur adversaire : votre coup %1, celui de la partie %2, le meilleur %3.</translation>
    </message>
    <message>
        <source>Turn %1 again: once you confirm your move, the computer values it beside the move played in the game and the best one it finds.</source>
        <translation>Le tour %1 à nouveau : une fois votre coup confirmé, l’ordinateur l’évalue à côté du coup joué dans la partie et du meilleur qu’il trouve.</translation>
    </message>
    <message>
        <source>This decision is a face-up tile choice or a re-placement: only a tile and its meeple are compared, so it is played again without a comparison.</source>
        <translation>Cette décision est un choix parmi les tuiles visibles ou un redéploiement : seuls une tuile et son pion sont comparés, elle est donc rejouée sans comparaison.</translation>
    </message>
    <message>
        <source>Your turn had another tile than the game's: there is no move to compare.</source>
        <translation>Votre tour avait une autre tuile que celui de la partie : il n’y a pas de coup à comparer.</translation>
    </message>
    <message>
        <source>Valuing your move…</source>
        <translation>Évaluation de votre coup…</translation>
    </message>
    <message>
        <source>Your move could not be valued.</source>
        <translation>Votre coup n’a pas pu être évalué.</translation>
    </message>
    <message>
        <source>Decision again</source>
        <translation>Décision rejouée</translation>
    </message>
    <message>
        <source>The decision played again</source>
        <translation>La décision rejouée</translation>
    </message>
</context>
<context>
    <name>swc::ui::ResumeDialog</name>
    <message>
        <source>A game that cannot be read (%1), saved %2</source>
        <translation>Une partie illisible (%1), sauvegardée le %2</translation>
    </message>
    <message>
        <source>%1 — turn %2 — saved %3</source>
        <translation>%1 — tour %2 — sauvegardée le %3</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>Ne pas &amp;enregistrer</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <source>A tile set that cannot be read (%1), saved %2</source>
        <translation>Un jeu de tuiles illisible (%1), enregistré le %2</translation>
    </message>
    <message>
        <source>Tile set %1 — changes not saved, made %2</source>
        <translation>Jeu de tuiles %1 — modifications non enregistrées, faites le %2</translation>
    </message>
    <message>
        <source>Resume unfinished work?</source>
        <translation>Reprendre le travail inachevé ?</translation>
    </message>
    <message>
        <source>The program stopped last time without closing this work: games left unfinished, tile sets with changes not saved. Resume the checked ones where they stopped (each game in a window of its own, a tile set in the Tile sets mode), or discard them?</source>
        <translation>La dernière fois, le programme s’est arrêté sans fermer ce travail : des parties inachevées, des jeux de tuiles aux modifications non enregistrées. Reprendre ce qui est coché là où c’en était (chaque partie dans sa propre fenêtre, un jeu de tuiles dans le mode Jeux de tuiles), ou l’abandonner ?</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a computer player, its level</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tile set “%1” (%2) — changes not saved, made %3</source>
        <translation>Jeu de tuiles « %1 » (%2) — modifications non enregistrées, faites le %3</translation>
    </message>
    <message>
        <source>Tile set “%1” — never saved, made %2</source>
        <translation>Jeu de tuiles « %1 » — jamais enregistré, fait le %2</translation>
    </message>
    <message>
        <source>A tile set without a name — never saved, made %1</source>
        <translation>Un jeu de tuiles sans nom — jamais enregistré, fait le %1</translation>
    </message>
</context>
<context>
    <name>swc::ui::ReviewAnalysis</name>
    <message>
        <source>&amp;Analyse the game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <source>Let the computer judge every decision of the game and estimate each player's chance of winning (%1)</source>
        <translation>L’ordinateur juge chaque décision de la partie et estime les chances de victoire de chaque joueur (%1)</translation>
    </message>
    <message>
        <source>&amp;Stop the analysis</source>
        <translation>&amp;Arrêter l’analyse</translation>
    </message>
    <message>
        <source>Stop the analysis; the decisions analysed so far are kept</source>
        <translation>Arrêter l’analyse ; les décisions déjà analysées sont conservées</translation>
    </message>
    <message>
        <source>The analysis could not be kept for next time: %1</source>
        <translation>L’analyse n’a pas pu être conservée pour la prochaine fois : %1</translation>
    </message>
    <message>
        <source>No decision to judge at this step</source>
        <translation>Aucune décision à juger à cette étape</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game: %1 of %n decisions</source>
        <translation>
            <numerusform>Analyse de la partie : %1 sur %n décision</numerusform>
            <numerusform>Analyse de la partie : %1 sur %n décisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis of %n decisions: click the chart to go to one</source>
        <translation>
            <numerusform>Analyse de %n décision : cliquez sur le graphique pour vous y rendre</numerusform>
            <numerusform>Analyse de %n décisions : cliquez sur le graphique pour vous rendre à l’une d’elles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysis stopped after %1 of %n decisions</source>
        <translation>
            <numerusform>Analyse arrêtée : %1 décision analysée sur %n</numerusform>
            <numerusform>Analyse arrêtée : %1 sur %n décisions analysées</numerusform>
        </translation>
    </message>
    <message>
        <source>Review &gt; Analyse the game: the computer judges every decision</source>
        <translation>Revoir &gt; Analyser la partie : l’ordinateur juge chaque décision</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Bilan</translation>
    </message>
</context>
<context>
    <name>swc::ui::ReviewPage</name>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Ce tour</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Play from &amp;here…</source>
        <translation>Jouer à partir d’&amp;ici…</translation>
    </message>
    <message>
        <source>Start a new game from this step, with players of your choice (%1)</source>
        <translation>Commencer une nouvelle partie à partir de cette étape, avec les joueurs de votre choix (%1)</translation>
    </message>
    <message>
        <source>Click a turn to go there</source>
        <translation>Cliquez sur un tour pour vous y rendre</translation>
    </message>
    <message>
        <source>No game to review</source>
        <translation>Aucune partie à revoir</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Décompte final</translation>
    </message>
    <message>
        <source>A tile that fits nowhere is set aside</source>
        <translation>Une tuile qui ne se pose nulle part est écartée</translation>
    </message>
    <message>
        <source>Turn %1 — %2 takes a face-up tile</source>
        <translation>Tour %1 — %2 prend une tuile visible</translation>
    </message>
    <message>
        <source>Turn %1 — %2 draws from the pile</source>
        <translation>Tour %1 — %2 pioche</translation>
    </message>
    <message>
        <source>Turn %1 — %2 places a tile</source>
        <translation>Tour %1 — %2 pose une tuile</translation>
    </message>
    <message>
        <source>Turn %1 — %2 places a meeple</source>
        <translation>Tour %1 — %2 pose un pion</translation>
    </message>
    <message>
        <source>Turn %1 — %2 places no meeple</source>
        <translation>Tour %1 — %2 ne pose pas de pion</translation>
    </message>
    <message>
        <source>Turn %1 — Galaxy Traders: %2 re-places the meeple</source>
        <translation>Tour %1 — Commerçants galactiques : %2 replace le pion</translation>
    </message>
    <message>
        <source>Turn %1 — Galaxy Traders: %2 keeps the meeple</source>
        <translation>Tour %1 — Commerçants galactiques : %2 garde le pion</translation>
    </message>
    <message>
        <source>%1 takes %2 from the face-up tiles.</source>
        <translation>%1 prend %2 parmi les tuiles visibles.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the pile.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>The game begins: the start tile alone is on the board, and %1 plays first.</source>
        <translation>La partie commence : seule la tuile de départ est sur le plateau, et %1 joue en premier.</translation>
    </message>
    <message>
        <source>This record has an illegal turn, so the review stops before it: %1</source>
        <translation>Cette partie enregistrée contient un tour illégal, la revue s’arrête donc juste avant : %1</translation>
    </message>
    <message>
        <source>This game is not finished: the review ends at its last turn.</source>
        <translation>Cette partie n’est pas terminée : la revue s’arrête à son dernier tour.</translation>
    </message>
    <message>
        <source>This step is in the middle of turn %1: the new game starts at the beginning of that turn, before its tile is drawn, with the board, the scores and the tiles still to come as they were then. %2 plays the whole turn again.</source>
        <translation>Cette étape est au milieu du tour %1 : la nouvelle partie commence au début de ce tour, avant que sa tuile soit piochée, avec le plateau, les scores et les tuiles restantes tels qu’ils étaient alors. %2 rejoue tout le tour.</translation>
    </message>
    <message>
        <source>The new game starts at the beginning: the start tile alone, with this game's tile set, seats and house rules.</source>
        <translation>La nouvelle partie commence au début : la tuile de départ seule, avec le jeu de tuiles, les places et les variantes de cette partie.</translation>
    </message>
    <message>
        <source>The new game starts after turn %1, with the board, the scores and the tiles still to come as they are at this step.</source>
        <translation>La nouvelle partie commence après le tour %1, avec le plateau, les scores et les tuiles restantes tels qu’ils sont à cette étape.</translation>
    </message>
    <message>
        <source>Open a game record with Game &gt; Review a game…, or review the game being played with Game &gt; Review this game.</source>
        <translation>Ouvrez une partie enregistrée avec Partie &gt; Revoir une partie…, ou revoyez la partie en cours avec Partie &gt; Revoir cette partie.</translation>
    </message>
    <message>
        <source>The turn of the step shown, in words</source>
        <translation>Le tour de l’étape affichée, en toutes lettres</translation>
    </message>
    <message>
        <source>Play this &amp;decision again…</source>
        <translation>Rejouer cette &amp;décision…</translation>
    </message>
    <message>
        <source>Start a new game from before this step's decision: its player decides again (%1)</source>
        <translation>Commencer une nouvelle partie juste avant la décision de cette étape : son joueur décide à nouveau (%1)</translation>
    </message>
    <message>
        <source>The new game starts before this decision, at the beginning of turn %1, with the board, the scores and the tiles still to come as they were then. %2 plays the whole turn again; with the record's seed kept, the same tile comes.</source>
        <translation>La nouvelle partie commence avant cette décision, au début du tour %1, avec le plateau, les scores et les tuiles restantes tels qu’ils étaient alors. %2 rejoue tout le tour ; si la graine de la partie enregistrée est gardée, la même tuile arrive.</translation>
    </message>
    <message>
        <source>board-step-%1.png</source>
        <translation>plateau-etape-%1.png</translation>
    </message>
    <message>
        <source>Export the board</source>
        <translation>Exporter le plateau</translation>
    </message>
    <message>
        <source>The board could not be exported</source>
        <translation>Le plateau n’a pas pu être exporté</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>&amp;Export the board…</source>
        <translation>E&amp;xporter le plateau…</translation>
    </message>
    <message>
        <source>Save the board of this step as a PNG or SVG picture or a PDF (%1)</source>
        <translation>Enregistrer le plateau de cette étape en image PNG ou SVG ou en PDF (%1)</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>swc::ui::ScoreChart</name>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the final scoring, on the score chart's turn axis</comment>
        <translation>Fin</translation>
    </message>
</context>
<context>
    <name>swc::ui::Sounds</name>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Muet</translation>
    </message>
    <message>
        <source>Volume: &amp;low</source>
        <translation>Volume : &amp;faible</translation>
    </message>
    <message>
        <source>Volume: m&amp;edium</source>
        <translation>Volume : &amp;moyen</translation>
    </message>
    <message>
        <source>Volume: &amp;high</source>
        <translation>Volume : f&amp;ort</translation>
    </message>
</context>
<context>
    <name>swc::ui::TableListModel</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (uploaded)</source>
        <translation>%1 (envoyé)</translation>
    </message>
    <message>
        <source>teams</source>
        <translation>en équipes</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no house rule</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Jeu de tuiles</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Time per turn</source>
        <translation>Durée d’un tour</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>Spectateurs</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message numerus="yes">
        <source>%n free of %1</source>
        <translation>
            <numerusform>%n libre sur %1</numerusform>
            <numerusform>%n libres sur %1</numerusform>
        </translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
</context>
<context>
    <name>swc::ui::TilesDock</name>
    <message>
        <source>Tiles to come</source>
        <translation>Tuiles à venir</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n to come</source>
        <translation>
            <numerusform>%1 : encore %n exemplaire à venir</numerusform>
            <numerusform>%1 : encore %n exemplaires à venir</numerusform>
        </translation>
    </message>
    <message>
        <source>The tiles still in the pile and the face-up row, with how many of each</source>
        <translation>Les tuiles encore à venir, dans la pioche et face visible, et leur nombre</translation>
    </message>
</context>
<context>
    <name>swc::ui::TimelineBar</name>
    <message>
        <source>&amp;First step</source>
        <translation>&amp;Première étape</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>Étape &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>Étape &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Last step</source>
        <translation>&amp;Dernière étape</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse :</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>speed of playing a review</comment>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>How long each step is shown while the review plays</source>
        <translation>Durée d’affichage de chaque étape pendant la lecture</translation>
    </message>
    <message>
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>A blunder</source>
        <translation>Une gaffe</translation>
    </message>
    <message>
        <source>A mistake</source>
        <translation>Une erreur</translation>
    </message>
    <message>
        <source>Step of the game</source>
        <translation>Étape de la partie</translation>
    </message>
    <message>
        <source>Every step of the game in order: the arrow keys move along it</source>
        <translation>Les étapes de la partie dans l’ordre ; les flèches du clavier les parcourent</translation>
    </message>
</context>
<context>
    <name>swc::ui::TurnClock</name>
    <message>
        <source>%1: %2 left</source>
        <translation>%1 : encore %2</translation>
    </message>
    <message>
        <source>Time left: %1</source>
        <translation>Temps restant : %1</translation>
    </message>
</context>
<context>
    <name>swc::ui::TurnDock</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Rotate left</source>
        <translation>Tourner à gauche</translation>
    </message>
    <message>
        <source>Rotate right (R)</source>
        <translation>Tourner à droite (R)</translation>
    </message>
    <message>
        <source>Draw from the pile (P)</source>
        <translation>Piocher (P)</translation>
    </message>
    <message>
        <source>No game yet: choose Game &gt; New game (Ctrl+N).</source>
        <translation>Pas encore de partie : choisissez Partie &gt; Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>House rules: %1</source>
        <translation>Variantes : %1</translation>
    </message>
    <message>
        <source>The game is over: Game &gt; Final scoring (F8) shows the scores.</source>
        <translation>La partie est terminée ; le menu Partie &gt; Décompte final (F8) montre les scores.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; to play. Tiles left in the pile: %2</source>
        <translation>À &lt;b&gt;%1&lt;/b&gt; de jouer. Tuiles dans la pioche : %2</translation>
    </message>
    <message>
        <source>Waiting for &lt;b&gt;%1&lt;/b&gt;…</source>
        <translation>En attente de &lt;b&gt;%1&lt;/b&gt;…</translation>
    </message>
    <message>
        <source>Take one of the face-up tiles or draw from the pile.</source>
        <translation>Prenez une des tuiles visibles ou piochez.</translation>
    </message>
    <message>
        <source>Waiting for &lt;b&gt;%1&lt;/b&gt; &lt;font color="#c62828"&gt;&lt;b&gt;(disconnected)&lt;/b&gt;&lt;/font&gt;…</source>
        <translation>En attente de &lt;b&gt;%1&lt;/b&gt; &lt;font color="#c62828"&gt;&lt;b&gt;(déconnecté)&lt;/b&gt;&lt;/font&gt;…</translation>
    </message>
    <message>
        <source>Waiting for &lt;b&gt;%1&lt;/b&gt; &lt;font color="#c62828"&gt;&lt;b&gt;(free seat)&lt;/b&gt;&lt;/font&gt;…</source>
        <translation>En attente de &lt;b&gt;%1&lt;/b&gt; &lt;font color="#c62828"&gt;&lt;b&gt;(place libre)&lt;/b&gt;&lt;/font&gt;…</translation>
    </message>
    <message>
        <source>Time is up for &lt;b&gt;%1&lt;/b&gt;: the computer plays this turn.</source>
        <translation>Le temps de &lt;b&gt;%1&lt;/b&gt; est écoulé : l’ordinateur joue ce tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) is thinking… %3 s</source>
        <comment>a computer player, its level, the seconds it has thought</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) réfléchit… %3 s</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) is playing…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) joue…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) is thinking…</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) réfléchit…</translation>
    </message>
    <message>
        <source>Whose turn it is, the tile to place and what to do now</source>
        <translation>À qui le tour, la tuile à poser et ce qu’il reste à faire</translation>
    </message>
    <message>
        <source>Tile to place</source>
        <translation>Tuile à poser</translation>
    </message>
    <message>
        <source>Face-up tile %1: %2</source>
        <translation>Tuile visible %1 : %2</translation>
    </message>
    <message>
        <source>Click a cell with a dot to place the tile (keyboard: the arrows, then Enter). R or the mouse wheel over the tile turns it; cells with a turning arrow fit after turning.</source>
        <translation>Cliquez une case marquée d’un point pour poser la tuile (au clavier : les flèches, puis Entrée). R ou la molette sur la tuile la fait tourner ; les cases marquées d’une flèche conviennent après rotation.</translation>
    </message>
    <message>
        <source>Choose a meeple spot (a numbered circle: click it or press its number) or no meeple (N), then end the turn (Enter).</source>
        <translation>Choisissez un emplacement (un cercle numéroté : cliquez dessus ou tapez son numéro) ou aucun pion (N), puis finissez le tour (Entrée).</translation>
    </message>
    <message>
        <source>Galaxy Traders: %1 may put its %2 back on any free unfinished route (click a numbered circle or press its number, then confirm with Enter) or keep it (N).</source>
        <translation>Commerçants galactiques : %1 peut reposer son %2 sur n’importe quelle route inachevée et libre (cliquez sur un cercle numéroté ou tapez son numéro, puis confirmez avec Entrée) ou le garder (N).</translation>
    </message>
    <message>
        <source>Face-up tile %1</source>
        <translation>Tuile face visible %1</translation>
    </message>
    <message>
        <source>The host stopped the game.</source>
        <translation>L’hôte a arrêté la partie.</translation>
    </message>
</context>
<context>
    <name>swc::ui::Tutorial</name>
    <message>
        <source>Place a tile</source>
        <translation>Poser une tuile</translation>
    </message>
    <message>
        <source>Each turn you place the tile you drew beside the tiles on the board. Every edge it shares with a placed tile must be of the same kind: route to route, asteroid field to asteroid field, space to space. The board frames the cells where it fits; R turns it.</source>
        <translation>À chaque tour, vous posez la tuile piochée à côté des tuiles du plateau. Chaque bord qu’elle partage avec une tuile posée doit être du même type : route contre route, champ d’astéroïdes contre champ d’astéroïdes, espace contre espace. Le plateau encadre les cases où elle va ; R la tourne.</translation>
    </message>
    <message>
        <source>Goal: place the curve so that its edges match (arrows, then Enter), then N for no meeple and Enter to end the turn.</source>
        <translation>Objectif : posez le virage avec des bords qui concordent (flèches, puis Entrée), puis N pour ne poser aucun pion et Entrée pour finir le tour.</translation>
    </message>
    <message>
        <source>A merchant on a trading route</source>
        <translation>Un marchand sur une route commerciale</translation>
    </message>
    <message>
        <source>After placing the tile you may put one meeple on one of its features. On a trading route it is a merchant. A route that already holds a meeple, anybody's, cannot take another: Black's merchant holds the start tile's route.</source>
        <translation>Après avoir posé la tuile, vous pouvez placer un pion sur l’un de ses éléments. Sur une route commerciale, c’est un marchand. Une route qui porte déjà un pion, quel qu’il soit, n’en reçoit pas d’autre : le marchand de Noir tient la route de la tuile de départ.</translation>
    </message>
    <message>
        <source>Goal: place the curve where it starts a route of its own and put a merchant on it (a number key picks the spot), then Enter.</source>
        <translation>Objectif : posez le virage là où il commence une nouvelle route et placez-y un marchand (une touche chiffre choisit l’emplacement), puis Entrée.</translation>
    </message>
    <message>
        <source>An explorer in an asteroid field</source>
        <translation>Un explorateur dans un champ d’astéroïdes</translation>
    </message>
    <message>
        <source>A meeple in an asteroid field is an explorer. Asteroid edges join into one field from tile to tile; the start tile's field is free.</source>
        <translation>Un pion dans un champ d’astéroïdes est un explorateur. Les bords d’astéroïdes forment un seul champ d’une tuile à l’autre ; le champ de la tuile de départ est libre.</translation>
    </message>
    <message>
        <source>Goal: continue the start tile's asteroid field with the corner tile and put an explorer in it.</source>
        <translation>Objectif : prolongez le champ d’astéroïdes de la tuile de départ avec la tuile d’angle et placez-y un explorateur.</translation>
    </message>
    <message>
        <source>A conqueror on a planet</source>
        <translation>Un conquérant sur une planète</translation>
    </message>
    <message>
        <source>A meeple on a planet is a conqueror. A planet belongs to its own tile: it is complete when the 8 cells around it hold tiles, and scores 9 points plus 2 for its symbol.</source>
        <translation>Un pion sur une planète est un conquérant. Une planète n’appartient qu’à sa tuile ; elle est terminée quand les 8 cases autour d’elle portent des tuiles, et rapporte 9 points plus 2 pour son symbole.</translation>
    </message>
    <message>
        <source>Goal: place the planet tile and put a conqueror on its planet.</source>
        <translation>Objectif : posez la tuile planète et placez un conquérant sur sa planète.</translation>
    </message>
    <message>
        <source>Completing a trading route</source>
        <translation>Terminer une route commerciale</translation>
    </message>
    <message>
        <source>A route is complete when both its ends stop, at a planet, an intersection or an asteroid field. It scores 1 point per tile and 2 per symbol on it, and the merchant comes back. Your merchant holds the route east of the start tile.</source>
        <translation>Une route est terminée quand ses deux bouts s’arrêtent, sur une planète, un carrefour ou un champ d’astéroïdes. Elle rapporte 1 point par tuile et 2 par symbole, et le marchand revient. Votre marchand tient la route à l’est de la tuile de départ.</translation>
    </message>
    <message>
        <source>Goal: close your route at its open end: 3 tiles score 3 points, as in the rulebook.</source>
        <translation>Objectif : fermez votre route à son bout ouvert ; ses 3 tuiles rapportent 3 points, comme dans la règle.</translation>
    </message>
    <message>
        <source>Completing an asteroid field</source>
        <translation>Terminer un champ d’astéroïdes</translation>
    </message>
    <message>
        <source>An asteroid field is complete when no edge of it is open. It scores 2 points per tile and 2 per symbol, whatever the symbol's faction. Your explorer holds the field of the start tile and the corner above it, which carries an Empire symbol.</source>
        <translation>Un champ d’astéroïdes est terminé quand aucun de ses bords n’est ouvert. Il rapporte 2 points par tuile et 2 par symbole, quelle que soit la faction du symbole. Votre explorateur tient le champ de la tuile de départ et de l’angle au-dessus, qui porte un symbole de l’Empire.</translation>
    </message>
    <message>
        <source>Goal: close the field: 3 tiles and 1 symbol score 3 × 2 + 2 = 8 points, as in the rulebook.</source>
        <translation>Objectif : fermez le champ ; 3 tuiles et 1 symbole rapportent 3 × 2 + 2 = 8 points, comme dans la règle.</translation>
    </message>
    <message>
        <source>The final scoring</source>
        <translation>Le décompte final</translation>
    </message>
    <message>
        <source>The game ends with the last tile. Then every feature still open scores for its meeples: a route 1 point per tile, an asteroid field 1 per tile, a planet 1 plus 1 per tile around it, and 2 per symbol. This is the last tile of the pile.</source>
        <translation>La partie s’arrête avec la dernière tuile. Chaque élément encore ouvert rapporte alors à ses pions : une route 1 point par tuile, un champ d’astéroïdes 1 par tuile, une planète 1 plus 1 par tuile autour d’elle, et 2 par symbole. Voici la dernière tuile de la pioche.</translation>
    </message>
    <message>
        <source>Goal: extend your route with the last tile: at the end its 3 tiles score 3 points.</source>
        <translation>Objectif : prolongez votre route avec la dernière tuile ; à la fin, ses 3 tuiles rapportent 3 points.</translation>
    </message>
    <message>
        <source>%1: cannot read the list of lessons.</source>
        <translation>%1 : impossible de lire la liste des leçons.</translation>
    </message>
    <message>
        <source>Lesson %1 is missing: it is skipped.</source>
        <translation>La leçon %1 est introuvable : elle est sautée.</translation>
    </message>
    <message>
        <source>Lesson %1 names the lesson “%2”, which this program has no text for: it is skipped.</source>
        <translation>La leçon %1 nomme la leçon « %2 », dont ce programme n’a pas le texte ; elle est sautée.</translation>
    </message>
    <message>
        <source>Lesson %1 cannot be read (%2): it is skipped.</source>
        <translation>La leçon %1 est illisible (%2) : elle est sautée.</translation>
    </message>
    <message>
        <source>%1. %2 (cannot be played)</source>
        <translation>%1. %2 (impossible à jouer)</translation>
    </message>
    <message>
        <source>%1. %2 (done)</source>
        <translation>%1. %2 (faite)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Didacticiel</translation>
    </message>
    <message>
        <source>The tutorial is over: choose a lesson to play it again, or Game &gt; New game to play a game.</source>
        <translation>Le didacticiel est fini : choisissez une leçon pour la rejouer, ou Partie &gt; Nouvelle partie pour jouer une partie.</translation>
    </message>
    <message>
        <source>Lesson %1 cannot be played (%2): it is skipped.</source>
        <translation>La leçon %1 ne peut pas être jouée (%2) : elle est sautée.</translation>
    </message>
    <message>
        <source>Lesson %1 of %2: %3</source>
        <translation>Leçon %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>Not there: %1.</source>
        <translation>Pas ici : %1.</translation>
    </message>
    <message>
        <source>Not quite: %1. Try again.</source>
        <translation>Pas tout à fait : %1. Essayez encore.</translation>
    </message>
    <message>
        <source>Not quite: the goal asks for a meeple on %1. Try again.</source>
        <translation>Pas tout à fait : l’objectif demande un pion sur %1. Essayez encore.</translation>
    </message>
    <message>
        <source>Not quite: this move scored %1; the goal is %2. Try again.</source>
        <translation>Pas tout à fait : ce coup a rapporté %1 et l’objectif est %2. Essayez encore.</translation>
    </message>
    <message>
        <source>Not quite: no battle was fought. Try again.</source>
        <translation>Pas tout à fait : aucune bataille n’a eu lieu. Essayez encore.</translation>
    </message>
    <message>
        <source>Not quite: the final score is %1; the goal is %2. Try again.</source>
        <translation>Pas tout à fait : le score final est %1 et l’objectif est %2. Essayez encore.</translation>
    </message>
    <message>
        <source>Not quite. Try again.</source>
        <translation>Pas tout à fait. Essayez encore.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tile(s)) scored %2</source>
        <translation>
            <numerusform>%1 (%n tuile) a rapporté %2</numerusform>
            <numerusform>%1 (%n tuiles) a rapporté %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Bravo !</translation>
    </message>
    <message>
        <source>This move scored no points yet.</source>
        <translation>Ce coup n’a encore rapporté aucun point.</translation>
    </message>
    <message>
        <source>Final score: %1.</source>
        <translation>Score final : %1.</translation>
    </message>
    <message>
        <source>Press Enter for the next lesson.</source>
        <translation>Appuyez sur Entrée pour la leçon suivante.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Leçons</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Montrez-moi</translation>
    </message>
    <message>
        <source>Re&amp;try</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Sauter</translation>
    </message>
    <message>
        <source>Ne&amp;xt lesson</source>
        <translation>Leçon sui&amp;vante</translation>
    </message>
    <message>
        <source>Plays the lesson's move on the board</source>
        <translation>Joue le coup de la leçon sur le plateau</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Texte de la leçon</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>Completing a planet</source>
        <translation>Terminer une planète</translation>
    </message>
    <message>
        <source>A planet is complete when the 8 cells around it hold tiles, whoever placed them. It scores 9 points (its tile and the 8 around it) and 2 per symbol of the planet; the symbols on the tiles around it count for their own features. Your conqueror holds the Rebel planet south of the start tile, and one cell around it is still empty.</source>
        <translation>Une planète est terminée quand les 8 cases autour d’elle portent des tuiles, quel que soit le joueur qui les a posées. Elle rapporte 9 points (sa tuile et les 8 autour) et 2 par symbole de la planète ; les symboles des tuiles autour comptent pour leurs propres éléments. Votre conquérant tient la planète rebelle au sud de la tuile de départ, et une case autour d’elle est encore vide.</translation>
    </message>
    <message>
        <source>Goal: fill the last cell around your planet: 9 + 2 = 11 points, as in the rulebook.</source>
        <translation>Objectif : remplissez la dernière case autour de votre planète ; 9 + 2 = 11 points, comme dans la règle.</translation>
    </message>
    <message>
        <source>The large meeple</source>
        <translation>Le grand pion</translation>
    </message>
    <message>
        <source>Besides your 4 small meeples you have 1 large meeple. It scores like a small one, but in a battle it rolls 2 dice instead of 1, and 1 more when a symbol of your faction belongs to the feature: 3 dice at most. Black's conqueror holds the planet south-east of the start tile, and a planet beside it can be attacked.</source>
        <translation>En plus de vos 4 petits pions, vous avez 1 grand pion. Il rapporte autant qu’un petit, mais dans une bataille il lance 2 dés au lieu d’un, et 1 de plus quand un symbole de votre faction appartient à l’élément : 3 dés au plus. Le conquérant de Noir tient la planète au sud-est de la tuile de départ, et une planète voisine de la sienne peut être attaquée.</translation>
    </message>
    <message>
        <source>Goal: place the Rebel planet and put your large meeple on it (the arrows go through the spots, small and large): attacked, it would defend with 2 dice + 1 for the Rebel symbol = 3.</source>
        <translation>Objectif : posez la planète rebelle et placez-y votre grand pion (les flèches parcourent les emplacements, petit et grand pion) ; attaqué, il se défendrait avec 2 dés + 1 pour le symbole rebelle = 3.</translation>
    </message>
    <message>
        <source>A battle with the dice</source>
        <translation>Une bataille aux dés</translation>
    </message>
    <message>
        <source>A tile can join two features that hold meeples of different players: they fight. Each side rolls 1 die per small meeple, 2 for the large one, 1 more for a symbol of its faction on the feature (3 at most), and keeps its highest die; the highest wins. A tie scores 1 point each and the tied sides roll again; the loser takes back its meeples and scores 1 point per die. Your merchant holds the route east of the start tile, White's the route ending at the planet to the south-west.</source>
        <translation>Une tuile peut relier deux éléments qui portent des pions de joueurs différents : ils se battent. Chaque camp lance 1 dé par petit pion, 2 pour le grand, 1 de plus pour un symbole de sa faction sur l’élément (3 au plus), et garde son meilleur dé ; le plus haut gagne. En cas d’égalité, chacun marque 1 point et les camps à égalité relancent ; le perdant reprend ses pions et marque 1 point par dé. Votre marchand tient la route à l’est de la tuile de départ, celui de Blanc la route qui finit à la planète au sud-ouest.</translation>
    </message>
    <message>
        <source>Goal: join the two routes with the curve and put an explorer in its asteroid field, since the route is taken. You roll 1 die against 1 (the planet's symbol is not on the route): a 50% chance. The dice fall as in the rulebook: you win, White scores 1 point for its die and you score the route's 4 tiles.</source>
        <translation>Objectif : reliez les deux routes avec le virage et placez un explorateur dans son champ d’astéroïdes, puisque la route est prise. Vous lancez 1 dé contre 1 (le symbole de la planète n’est pas sur la route) : 50 % de chances. Les dés tombent comme dans la règle : vous gagnez, Blanc marque 1 point pour son dé et vous marquez les 4 tuiles de la route.</translation>
    </message>
    <message>
        <source>Attacking a neighbouring planet</source>
        <translation>Attaquer une planète voisine</translation>
    </message>
    <message>
        <source>Your meeple may also go on the planet of any of the 8 tiles around the tile you place, even a planet somebody holds: that is an attack, and a battle follows. Only the planet's own symbol counts, not those of the tiles around it. White's large meeple holds the Rebel planet south of the start tile.</source>
        <translation>Votre pion peut aussi aller sur la planète de l’une des 8 tuiles autour de celle que vous posez, même une planète déjà tenue : c’est une attaque, et une bataille suit. Seul le symbole de la planète compte, pas ceux des tuiles autour. Le grand pion de Blanc tient la planète rebelle au sud de la tuile de départ.</translation>
    </message>
    <message>
        <source>Goal: place the tile beside White's planet and attack it with a small meeple: your 2 dice (the meeple and the Rebel symbol) against White's 2 (the large meeple), a 50% chance. The dice fall as in the rulebook: a tie first, 1 point each, then you win; White scores 2 for its 2 dice and takes back its meeple.</source>
        <translation>Objectif : posez la tuile à côté de la planète de Blanc et attaquez-la avec un petit pion ; vos 2 dés (le pion et le symbole rebelle) contre les 2 de Blanc (le grand pion) vous donnent 50 % de chances. Les dés tombent comme dans la règle : d’abord une égalité, 1 point chacun, puis vous gagnez ; Blanc marque 2 points pour ses 2 dés et reprend son pion.</translation>
    </message>
    <message>
        <source>Not quite: the goal asks for your %1. Try again.</source>
        <translation>Pas tout à fait : l’objectif demande votre %1. Essayez encore.</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Battle on %1: your %n die(s) against %2, a %3 chance of winning.</source>
        <translation>
            <numerusform>Bataille sur %1 : vous lancez %n dé contre %2, soit %3 de chances de gagner.</numerusform>
            <numerusform>Bataille sur %1 : vous lancez %n dés contre %2, soit %3 de chances de gagner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You won after %n round(s).</source>
        <translation>
            <numerusform>Vous avez gagné en %n manche.</numerusform>
            <numerusform>Vous avez gagné en %n manches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You lost after %n round(s).</source>
        <translation>
            <numerusform>Vous avez perdu en %n manche.</numerusform>
            <numerusform>Vous avez perdu en %n manches.</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson, its goal and the verdict</source>
        <translation>La leçon, son objectif et le verdict</translation>
    </message>
</context>
<context>
    <name>swc::ui::WelcomePage</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a button's words, then its key</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Carcassonne: Star Wars</source>
        <translation>Carcassonne : Star Wars</translation>
    </message>
    <message>
        <source>Build the galaxy tile by tile: trade routes, asteroid fields and planets, with merchants, explorers and conquerors, and battles won with the dice.</source>
        <translation>Bâtissez la galaxie tuile après tuile : routes commerciales, champs d’astéroïdes et planètes, avec marchands, explorateurs et conquérants, et des batailles gagnées aux dés.</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Jouer contre l’ordinateur</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>You play red against one computer player of the medium level (green), with the standard tile set and the rulebook's rules. Other players, levels and sets: New game.</source>
        <translation>Vous jouez rouge contre un joueur ordinateur de niveau moyen (vert), avec le jeu de tuiles standard et les règles du livret. Pour d’autres joueurs, niveaux et jeux, choisissez Nouvelle partie.</translation>
    </message>
    <message>
        <source>Learn the rules</source>
        <translation>Apprendre les règles</translation>
    </message>
    <message>
        <source>How to play, step by step</source>
        <translation>Comment jouer, pas à pas</translation>
    </message>
    <message>
        <source>Open a game…</source>
        <translation>Ouvrir une partie…</translation>
    </message>
    <message>
        <source>Open a saved game to play on, or a finished one to review</source>
        <translation>Ouvrir une partie enregistrée pour la continuer, ou une partie finie pour la revoir</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the players, the computer's levels, the tile set and the rules</source>
        <translation>Choisir les joueurs, les niveaux de l’ordinateur, le jeu de tuiles et les règles</translation>
    </message>
    <message>
        <source>The interface in English</source>
        <translation>L’interface en anglais</translation>
    </message>
    <message>
        <source>The interface in French</source>
        <translation>L’interface en français</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Enter opens the game chosen</source>
        <translation>Entrée ouvre la partie choisie</translation>
    </message>
    <message>
        <source>No recent games yet: the games you save or open appear here.</source>
        <translation>Pas encore de partie récente : les parties que vous enregistrez ou ouvrez apparaissent ici.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenue</translation>
    </message>
</context>
<context>
    <name>swc::ui::WinChanceChart</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Not analysed yet</source>
        <translation>Pas encore d’analyse</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Chance of winning</source>
        <translation>Chances de victoire</translation>
    </message>
</context>
</TS>