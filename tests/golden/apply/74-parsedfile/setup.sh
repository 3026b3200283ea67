printf '# lines\nkeep: 1\nold: 2\n\nchange: x\n' > pp_lines.conf
