<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AnalysisText</name>
        <message numerus="yes">
            <source>%1 points less than the best move found</source>
            <translation>
                <numerusform>%1 points less than the best move found</numerusform>
                <numerusform>%1 points less than the best move found</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>BoardWords</name>
        <message numerus="yes">
            <source>Tile to place: %1, %2; it fits on %n cell(s) so turned.</source>
            <translation>
                <numerusform>Tile to place: %1, %2; it fits on %n cell so turned.</numerusform>
                <numerusform>Tile to place: %1, %2; it fits on %n cells so turned.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The tile fits here after %n quarter turn(s) to the right.</source>
            <translation>
                <numerusform>The tile fits here after %n quarter turn to the right.</numerusform>
                <numerusform>The tile fits here after %n quarter turns to the right.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameText</name>
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
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n symbol(s)</source>
            <translation>
                <numerusform>%n symbol</numerusform>
                <numerusform>%n symbols</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n point(s)</source>
            <translation>
                <numerusform>+%n point</numerusform>
                <numerusform>+%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>If completed: %n point(s).</source>
            <translation>
                <numerusform>If completed: %n point.</numerusform>
                <numerusform>If completed: %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Unfinished at the end: %n point(s).</source>
            <translation>
                <numerusform>Unfinished at the end: %n point.</numerusform>
                <numerusform>Unfinished at the end: %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n east</source>
            <translation>
                <numerusform>%n east</numerusform>
                <numerusform>%n east</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n west</source>
            <translation>
                <numerusform>%n west</numerusform>
                <numerusform>%n west</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n north</source>
            <translation>
                <numerusform>%n north</numerusform>
                <numerusform>%n north</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n south</source>
            <translation>
                <numerusform>%n south</numerusform>
                <numerusform>%n south</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n small meeple(s)</source>
            <translation>
                <numerusform>%n small meeple</numerusform>
                <numerusform>%n small meeples</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintSheets</name>
        <message numerus="yes">
            <source>%n tile(s) to cut out</source>
            <translation>
                <numerusform>%n tile to cut out</numerusform>
                <numerusform>%n tiles to cut out</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>on %n sheet(s), each tile %1 mm a side with %2 mm of bleed.</source>
            <translation>
                <numerusform>on %n sheet, each tile %1 mm a side with %2 mm of bleed.</numerusform>
                <numerusform>on %n sheets, each tile %1 mm a side with %2 mm of bleed.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Texts</name>
        <message numerus="yes">
            <source>the file holds %n YAML document(s); it must hold one</source>
            <translation>
                <numerusform>the file holds %n YAML document; it must hold one</numerusform>
                <numerusform>the file holds %n YAML documents; it must hold one</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lists and mappings are nested too deep (more than %n level(s))</source>
            <translation>
                <numerusform>lists and mappings are nested too deep (more than %n level)</numerusform>
                <numerusform>lists and mappings are nested too deep (more than %n levels)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the name '%1' is too long (%n character(s); at most %2)</source>
            <translation>
                <numerusform>the name '%1' is too long (%n character; at most %2)</numerusform>
                <numerusform>the name '%1' is too long (%n characters; at most %2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the tile set's name is too long (%n character(s); at most %1)</source>
            <translation>
                <numerusform>the tile set's name is too long (%n character; at most %1)</numerusform>
                <numerusform>the tile set's name is too long (%n characters; at most %1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the id '%1' is too long (%n character(s); at most %2)</source>
            <translation>
                <numerusform>the id '%1' is too long (%n character; at most %2)</numerusform>
                <numerusform>the id '%1' is too long (%n characters; at most %2)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n name(s)</source>
            <translation>
                <numerusform>%n name</numerusform>
                <numerusform>%n names</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s)</source>
            <translation>
                <numerusform>%n seat</numerusform>
                <numerusform>%n seats</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s)</source>
            <translation>
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n kind(s)</source>
            <translation>
                <numerusform>%n kind</numerusform>
                <numerusform>%n kinds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n planet(s)</source>
            <translation>
                <numerusform>%n planet</numerusform>
                <numerusform>%n planets</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n rebel</source>
            <translation>
                <numerusform>%n rebel</numerusform>
                <numerusform>%n rebel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n imperial</source>
            <translation>
                <numerusform>%n imperial</numerusform>
                <numerusform>%n imperial</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bounty</source>
            <translation>
                <numerusform>%n bounty</numerusform>
                <numerusform>%n bounty</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n route edge(s)</source>
            <translation>
                <numerusform>%n route edge</numerusform>
                <numerusform>%n route edges</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n asteroid edge(s)</source>
            <translation>
                <numerusform>%n asteroid edge</numerusform>
                <numerusform>%n asteroid edges</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n route(s)</source>
            <translation>
                <numerusform>%n route</numerusform>
                <numerusform>%n routes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n straight route(s)</source>
            <translation>
                <numerusform>%n straight route</numerusform>
                <numerusform>%n straight routes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n curved route(s)</source>
            <translation>
                <numerusform>%n curved route</numerusform>
                <numerusform>%n curved routes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n branching route(s)</source>
            <translation>
                <numerusform>%n branching route</numerusform>
                <numerusform>%n branching routes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n asteroid field(s)</source>
            <translation>
                <numerusform>%n asteroid field</numerusform>
                <numerusform>%n asteroid fields</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n asteroid field(s) across corners</source>
            <translation>
                <numerusform>%n asteroid field across corners</numerusform>
                <numerusform>%n asteroid fields across corners</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n asteroid field(s) across the tile</source>
            <translation>
                <numerusform>%n asteroid field across the tile</numerusform>
                <numerusform>%n asteroid fields across the tile</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n rebel symbol(s)</source>
            <translation>
                <numerusform>%n rebel symbol</numerusform>
                <numerusform>%n rebel symbols</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n imperial symbol(s)</source>
            <translation>
                <numerusform>%n imperial symbol</numerusform>
                <numerusform>%n imperial symbols</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n bounty hunter symbol(s)</source>
            <translation>
                <numerusform>%n bounty hunter symbol</numerusform>
                <numerusform>%n bounty hunter symbols</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>a crossroads of %n route(s)</source>
            <translation>
                <numerusform>a crossroads of %n route</numerusform>
                <numerusform>a crossroads of %n routes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The rulebook's example: a trading route of %n tile(s) closed at both ends scores %1 for its merchant.</source>
            <translation>
                <numerusform>The rulebook's example: a trading route of %n tile closed at both ends scores %1 for its merchant.</numerusform>
                <numerusform>The rulebook's example: a trading route of %n tiles closed at both ends scores %1 for its merchant.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The rulebook's example: a completed asteroid field of %n tile(s) with %1 scores %2 for its explorer.</source>
            <translation>
                <numerusform>The rulebook's example: a completed asteroid field of %n tile with %1 scores %2 for its explorer.</numerusform>
                <numerusform>The rulebook's example: a completed asteroid field of %n tiles with %1 scores %2 for its explorer.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n symbol(s)</source>
            <translation>
                <numerusform>%n symbol</numerusform>
                <numerusform>%n symbols</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The rulebook's example: a planet surrounded by %n tile(s), with %1, scores %2 for its conqueror.</source>
            <translation>
                <numerusform>The rulebook's example: a planet surrounded by %n tile, with %1, scores %2 for its conqueror.</numerusform>
                <numerusform>The rulebook's example: a planet surrounded by %n tiles, with %1, scores %2 for its conqueror.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>its elements are nested too deep (at most %n level(s))</source>
            <translation>
                <numerusform>its elements are nested too deep (at most %n level)</numerusform>
                <numerusform>its elements are nested too deep (at most %n levels)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>WhyText</name>
        <message numerus="yes">
            <source>%n empty cell(s) around</source>
            <translation>
                <numerusform>%n empty cell around</numerusform>
                <numerusform>%n empty cells around</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n open edge(s)</source>
            <translation>
                <numerusform>%n open edge</numerusform>
                <numerusform>%n open edges</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>completes %1 for %n point(s)</source>
            <translation>
                <numerusform>completes %1 for %n point</numerusform>
                <numerusform>completes %1 for %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>completes %1 of another player, who scores %n point(s)</source>
            <translation>
                <numerusform>completes %1 of another player, who scores %n point</numerusform>
                <numerusform>completes %1 of another player, who scores %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>joins %1 features it holds into %2, now of %n tile(s)</source>
            <translation>
                <numerusform>joins %1 features it holds into %2, now of %n tile</numerusform>
                <numerusform>joins %1 features it holds into %2, now of %n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>extends %1 it holds to %n tile(s)</source>
            <translation>
                <numerusform>extends %1 it holds to %n tile</numerusform>
                <numerusform>extends %1 it holds to %n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>brings %n meeple(s) back</source>
            <translation>
                <numerusform>brings %n meeple back</numerusform>
                <numerusform>brings %n meeples back</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>about %1 to be completed, %2 points expected</source>
            <translation>
                <numerusform>about %1 to be completed, %2 points expected</numerusform>
                <numerusform>about %1 to be completed, %2 points expected</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>gives another player %1 points</source>
            <translation>
                <numerusform>gives another player %1 points</numerusform>
                <numerusform>gives another player %1 points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This move is worth %1 points to you against the other players.</source>
            <translation>
                <numerusform>This move is worth %1 points to you against the other players.</numerusform>
                <numerusform>This move is worth %1 points to you against the other players.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::editor::ArtPanel</name>
        <message numerus="yes">
            <source>Its own art, %n byte(s) of SVG, in its four rotations:</source>
            <translation>
                <numerusform>Its own art, %n byte of SVG, in its four rotations:</numerusform>
                <numerusform>Its own art, %n bytes of SVG, in its four rotations:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::editor::BalancePage</name>
        <message numerus="yes">
            <source>Cancelled: the figures are those of the %n game(s) played.</source>
            <translation>
                <numerusform>Cancelled: the figures are those of the %n game played.</numerusform>
                <numerusform>Cancelled: the figures are those of the %n games played.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>about %n second(s) left</source>
            <translation>
                <numerusform>about %n second left</numerusform>
                <numerusform>about %n seconds left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Standard set: %1 of %Ln game(s), %2 a second</source>
            <translation>
                <numerusform>Standard set: %1 of %Ln game, %2 a second</numerusform>
                <numerusform>Standard set: %1 of %Ln games, %2 a second</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This set (the standard set next): %1 of %Ln game(s), %2 a second</source>
            <translation>
                <numerusform>This set (the standard set next): %1 of %Ln game, %2 a second</numerusform>
                <numerusform>This set (the standard set next): %1 of %Ln games, %2 a second</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>This set: %1 of %Ln game(s), %2 a second</source>
            <translation>
                <numerusform>This set: %1 of %Ln game, %2 a second</numerusform>
                <numerusform>This set: %1 of %Ln games, %2 a second</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Cancelled during the standard set's games: its column (partial) covers the %n game(s) played.</source>
            <translation>
                <numerusform>Cancelled during the standard set's games: its column (partial) covers the %n game played.</numerusform>
                <numerusform>Cancelled during the standard set's games: its column (partial) covers the %n games played.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::editor::PrintDialog</name>
        <message numerus="yes">
            <source>%n tile(s) a sheet</source>
            <translation>
                <numerusform>%n tile a sheet</numerusform>
                <numerusform>%n tiles a sheet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n page(s) in all.</source>
            <translation>
                <numerusform>%n page in all.</numerusform>
                <numerusform>%n pages in all.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::editor::TilesetEditor</name>
        <message numerus="yes">
            <source>…and %n more (see Problems).</source>
            <translation>
                <numerusform>…and %n more (see Problems).</numerusform>
                <numerusform>…and %n more (see Problems).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %2 (%n in the set)</source>
            <translation>
                <numerusform>%1: %2 (%n in the set)</numerusform>
                <numerusform>%1: %2 (%n in the set)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::BoardOverlays</name>
        <message numerus="yes">
            <source>%n tile(s) left in the pile</source>
            <translation>
                <numerusform>%n tile left in the pile</numerusform>
                <numerusform>%n tiles left in the pile</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::GameSummary</name>
        <message numerus="yes">
            <source>Summary so far: %1 of %n decisions analysed</source>
            <translation>
                <numerusform>Summary so far: %1 of %n decisions analysed</numerusform>
                <numerusform>Summary so far: %1 of %n decisions analysed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Summary of the analysis of %n decisions</source>
            <translation>
                <numerusform>Summary of the analysis of %n decisions</numerusform>
                <numerusform>Summary of the analysis of %n decisions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decisions</source>
            <translation>
                <numerusform>%n decisions</numerusform>
                <numerusform>%n decisions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 points lost</source>
            <translation>
                <numerusform>%1 points lost</numerusform>
                <numerusform>%1 points lost</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::Lobby</name>
        <message numerus="yes">
            <source>&lt;b&gt;%n player(s)&lt;/b&gt;%1, tile set: %2 (%3 tiles). House rules: %4.</source>
            <translation>
                <numerusform>&lt;b&gt;%n player&lt;/b&gt;%1, tile set: %2 (%3 tiles). House rules: %4.</numerusform>
                <numerusform>&lt;b&gt;%n players&lt;/b&gt;%1, tile set: %2 (%3 tiles). House rules: %4.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n seat(s) still open: wait for the others, or start with computers in them.</source>
            <translation>
                <numerusform>%n seat still open: wait for the others, or start with computers in them.</numerusform>
                <numerusform>%n seats still open: wait for the others, or start with computers in them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minute</numerusform>
                <numerusform>%n minutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n second</numerusform>
                <numerusform>%n seconds</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::MainWindow</name>
        <message numerus="yes">
            <source>Back to your last turn: the computers' moves after it are taken back too (%n turn(s)); they will play again.</source>
            <translation>
                <numerusform>Back to your last turn: the computers' moves after it are taken back too (%n turn); they will play again.</numerusform>
                <numerusform>Back to your last turn: the computers' moves after it are taken back too (%n turns); they will play again.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tile set “%1”: its YAML text cannot be read (%n problem(s)).</source>
            <translation>
                <numerusform>Tile set “%1”: its YAML text cannot be read (%n problem).</numerusform>
                <numerusform>Tile set “%1”: its YAML text cannot be read (%n problems).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Tile set “%1”: %2; %n problem(s).</source>
            <translation>
                <numerusform>Tile set “%1”: %2; %n problem.</numerusform>
                <numerusform>Tile set “%1”: %2; %n problems.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::NewGameDialog</name>
        <message numerus="yes">
            <source>This set changes %n of the rulebook's scoring numbers.</source>
            <translation>
                <numerusform>This set changes %n of the rulebook's scoring numbers.</numerusform>
                <numerusform>This set changes %n of the rulebook's scoring numbers.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::OnlineDialog</name>
        <message numerus="yes">
            <source>In the lobby of %1 as %2: %n table(s).</source>
            <translation>
                <numerusform>In the lobby of %1 as %2: %n table.</numerusform>
                <numerusform>In the lobby of %1 as %2: %n tables.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::ReplayPanel</name>
        <message numerus="yes">
            <source>%1 points less than the best move found</source>
            <translation>
                <numerusform>%1 points less than the best move found</numerusform>
                <numerusform>%1 points less than the best move found</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 points more than the best move found</source>
            <translation>
                <numerusform>%1 points more than the best move found</numerusform>
                <numerusform>%1 points more than the best move found</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::ReviewAnalysis</name>
        <message numerus="yes">
            <source>Analysing the game: %1 of %n decisions</source>
            <translation>
                <numerusform>Analysing the game: %1 of %n decisions</numerusform>
                <numerusform>Analysing the game: %1 of %n decisions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Analysis of %n decisions: click the chart to go to one</source>
            <translation>
                <numerusform>Analysis of %n decisions: click the chart to go to one</numerusform>
                <numerusform>Analysis of %n decisions: click the chart to go to one</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Analysis stopped after %1 of %n decisions</source>
            <translation>
                <numerusform>Analysis stopped after %1 of %n decisions</numerusform>
                <numerusform>Analysis stopped after %1 of %n decisions</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::TableListModel</name>
        <message numerus="yes">
            <source>%n minute(s)</source>
            <translation>
                <numerusform>%n minute</numerusform>
                <numerusform>%n minutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation>
                <numerusform>%n second</numerusform>
                <numerusform>%n seconds</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n free of %1</source>
            <translation>
                <numerusform>%n free of %1</numerusform>
                <numerusform>%n free of %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::TilesDock</name>
        <message numerus="yes">
            <source>%1: %n to come</source>
            <translation>
                <numerusform>%1: %n to come</numerusform>
                <numerusform>%1: %n to come</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>swc::ui::Tutorial</name>
        <message numerus="yes">
            <source>%1 (%n tile(s)) scored %2</source>
            <translation>
                <numerusform>%1 (%n tile) scored %2</numerusform>
                <numerusform>%1 (%n tiles) scored %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Battle on %1: your %n die(s) against %2, a %3 chance of winning.</source>
            <translation>
                <numerusform>Battle on %1: your %n die against %2, a %3 chance of winning.</numerusform>
                <numerusform>Battle on %1: your %n dice against %2, a %3 chance of winning.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You won after %n round(s).</source>
            <translation>
                <numerusform>You won after %n round.</numerusform>
                <numerusform>You won after %n rounds.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>You lost after %n round(s).</source>
            <translation>
                <numerusform>You lost after %n round.</numerusform>
                <numerusform>You lost after %n rounds.</numerusform>
            </translation>
        </message>
    </context>
</TS>