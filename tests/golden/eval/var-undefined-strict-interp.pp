# flags: --strict_variables
notice("x=${nosuch}")
