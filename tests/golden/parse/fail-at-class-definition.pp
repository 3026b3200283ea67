@class a { }
