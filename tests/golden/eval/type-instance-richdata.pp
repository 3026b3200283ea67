notice(default =~ RichData)
notice(/re/ =~ RichData)
notice({1 => Integer} =~ RichData)
