mkdir web worker idle bad old
touch bad/broken old/running old/enabled
