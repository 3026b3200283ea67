notice("e=${1e20} s=${1e-7}")
