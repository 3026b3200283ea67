notice(1)
}
