// The CLI's drawing commands, print and picture (render.cpp), and the application object they need.
#pragma once

#include "commandline.h"

#include <QCoreApplication>

#include <memory>

namespace swc::cli {

int printCommand(const CommandLine& line);
int pictureCommand(const CommandLine& line);
// A QGuiApplication on the offscreen platform (unless QT_QPA_PLATFORM says otherwise) for the
// drawing commands, a QCoreApplication for the others.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv);

}  // namespace swc::cli
