notice(generate(42))
