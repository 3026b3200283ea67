include nova::workarounds
