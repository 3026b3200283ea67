notice(inline_template('<%= @nothing.upcase %>'))
