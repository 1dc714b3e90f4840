#include "artcheck.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace swc {

namespace {

// What the reader found wrong: the engine's `why` (TilesetErrorCode::ArtRefused) and its detail.
struct Problem
{
    std::string why;
    std::string detail;
};

// A value shown in a message: at most 60 characters.
std::string shownValue(QStringView value)
{
    constexpr qsizetype kShown = 60;
    return value.size() > kShown ? value.left(kShown).toString().toStdString() + "..." : value.toString().toStdString();
}

// An href names this picture's own element (#id) or holds a PNG or JPEG picture itself.
bool hrefAllowed(QStringView value)
{
    const QStringView v = value.trimmed();
    return v.startsWith(QLatin1Char('#')) || v.startsWith(QLatin1String("data:image/png;base64,")) ||
           v.startsWith(QLatin1String("data:image/jpeg;base64,"));
}

// A url(...) in an attribute or a style sheet that names something else than #id, or an
// @import: the text of the reference, or empty.
QString externalUrl(QStringView text)
{
    static const QRegularExpression url(QStringLiteral("url\\s*\\(\\s*['\"]?\\s*([^#'\"\\s)][^)]*)"),
                                        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = url.match(text.toString());
    if (m.hasMatch())
        return m.captured(1);
    if (text.contains(QLatin1String("@import"), Qt::CaseInsensitive))
        return QStringLiteral("@import");
    return {};
}

std::optional<Problem> checkAttributes(const QXmlStreamAttributes& attributes)
{
    for (const QXmlStreamAttribute& a : attributes) {
        const QStringView name = a.name();
        if (name.startsWith(QLatin1String("on"), Qt::CaseInsensitive))
            return Problem{"event", a.qualifiedName().toString().toStdString()};
        if (name.compare(QLatin1String("href"), Qt::CaseInsensitive) == 0 && !hrefAllowed(a.value()))
            return Problem{"external", shownValue(a.value())};
        if (const QString url = externalUrl(a.value()); !url.isEmpty())
            return Problem{"external", shownValue(url)};
    }
    return std::nullopt;
}

// One element's start: its place in the document, its name and its attributes.
std::optional<Problem> checkElement(const QXmlStreamReader& xml, int elements, int depth)
{
    const QStringView name = xml.name();
    if (elements == 1 && name != QLatin1String("svg"))
        return Problem{"not-svg", shownValue(xml.qualifiedName())};
    if (elements > kMaxArtElements)
        return Problem{"elements", std::to_string(kMaxArtElements)};
    if (depth > kMaxArtDepth)
        return Problem{"depth", std::to_string(kMaxArtDepth)};
    if (name.compare(QLatin1String("script"), Qt::CaseInsensitive) == 0 ||
        name.compare(QLatin1String("foreignObject"), Qt::CaseInsensitive) == 0)
        return Problem{"script", name.toString().toStdString()};
    return checkAttributes(xml.attributes());
}

// Reads the whole text, token by token, up to the first problem.
std::optional<Problem> read(QXmlStreamReader& xml)
{
    int elements = 0;
    int depth = 0;
    bool inStyle = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::DTD:
        case QXmlStreamReader::EntityReference: return Problem{"doctype", {}};
        case QXmlStreamReader::ProcessingInstruction:
            // <?xml-stylesheet href=...?> would name a file.
            return Problem{"external", "<?" + xml.processingInstructionTarget().toString().toStdString() + "?>"};
        case QXmlStreamReader::StartElement:
            if (auto p = checkElement(xml, ++elements, ++depth))
                return p;
            inStyle = xml.name() == QLatin1String("style");
            break;
        case QXmlStreamReader::EndElement:
            --depth;
            inStyle = false;
            break;
        case QXmlStreamReader::Characters:
            if (inStyle)
                if (const QString url = externalUrl(xml.text()); !url.isEmpty())
                    return Problem{"external", shownValue(url)};
            break;
        default: break;
        }
    }
    if (xml.hasError())
        return Problem{"parse", xml.errorString().toStdString()};
    if (elements == 0)
        return Problem{"not-svg", {}};
    return std::nullopt;
}

}  // namespace

std::optional<TilesetError> checkArt(const std::string& svg, const std::string& id, int face)
{
    if (svg.size() > kMaxArtBytes)
        return TilesetError{TilesetErrorCode::ArtTooLarge,
                            {id, std::to_string(svg.size()), std::to_string(kMaxArtBytes / 1024)}, {}, {}, face};
    QXmlStreamReader xml(QByteArray::fromRawData(svg.data(), static_cast<qsizetype>(svg.size())));
    // Nothing is expanded: a DOCTYPE is refused when met; this is a second lock.
    xml.setEntityExpansionLimit(0);
    const std::optional<Problem> problem = read(xml);
    if (!problem)
        return std::nullopt;
    const auto line = static_cast<long long>(xml.lineNumber());
    return TilesetError{TilesetErrorCode::ArtRefused, {id, problem->why, problem->detail, std::to_string(line)}, {}, {}, face};
}

std::vector<TilesetError> checkTilesetArt(const Tileset& set, const std::string& file)
{
    std::vector<TilesetError> errors;
    for (std::size_t i = 0; i < set.faces.size(); ++i) {
        const TileFace& f = set.faces[i];
        if (f.art.empty())
            continue;
        if (auto e = checkArt(f.art, f.id, static_cast<int>(i))) {
            e->file = file;
            e->pos = f.pos;
            errors.push_back(std::move(*e));
        }
    }
    return errors;
}

}  // namespace swc
